import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  highlightCode,
  highlightLines,
  normalizeLanguage,
  splitHighlightedLines,
  supportedLanguages,
} from "./highlight-code";

// Text content of highlighted HTML, with entities decoded.
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("normalizeLanguage", () => {
  it.each([
    ["Java", "java"],
    ["java", "java"],
    ["python3", "python"],
    ["Python", "python"],
    ["py", "python"],
    ["c++", "cpp"],
    ["C++", "cpp"],
    ["cpp", "cpp"],
    ["c#", "csharp"],
    ["C#", "csharp"],
    ["cs", "csharp"],
    ["js", "javascript"],
    ["JavaScript", "javascript"],
    ["ts", "typescript"],
    ["TypeScript", "typescript"],
    ["golang", "go"],
    ["Go", "go"],
    ["rs", "rust"],
    ["kt", "kotlin"],
    ["rb", "ruby"],
    ["php", "php"],
    ["sh", "bash"],
    ["shell", "bash"],
    ["html", "xml"],
    ["md", "markdown"],
    ["SQL", "sql"],
    ["json", "json"],
    [" c ", "c"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it("returns null for unknown or blank names", () => {
    for (const name of ["cobol", "", "   ", null, undefined, "__proto__", "constructor"])
      expect(normalizeLanguage(name)).toBeNull();
  });

  it("registers all required languages", () => {
    for (const name of [
      "java",
      "python",
      "javascript",
      "typescript",
      "go",
      "c",
      "cpp",
      "csharp",
      "rust",
      "kotlin",
      "php",
      "ruby",
      "bash",
      "json",
      "xml",
      "sql",
      "markdown",
    ]) {
      expect(supportedLanguages).toContain(name);
    }
  });
});

describe("highlightCode", () => {
  it("wraps tokens in hljs spans for a known language", () => {
    const html = highlightCode('public class A {\n  // note\n  String s = "x";\n}', "Java");
    expect(html).toContain('<span class="hljs-keyword">public</span>');
    expect(html).toContain('<span class="hljs-comment">// note</span>');
    expect(html).toContain('<span class="hljs-string">&quot;x&quot;</span>');
  });

  it("highlights python via alias", () => {
    expect(highlightCode("def f():\n    return None", "python3")).toContain(
      '<span class="hljs-keyword">def</span>',
    );
  });

  it("escapes markup in a known language", () => {
    const code = 'const s = "<img src=x onerror=alert(1)>"; // </span><script>';
    const html = highlightCode(code, "js");
    expect(html).not.toMatch(/<img|<script|<\/span><script/);
    expect(textOf(html)).toBe(code);
  });

  it("falls back to escaped text for unknown languages", () => {
    const code = "<script>alert('x')</script> & \"q\"";
    const html = highlightCode(code, "klingon");
    expect(html).toBe(escapeHtml(code));
    expect(html).not.toContain("<");
    expect(html).not.toContain("<span");
  });

  it("preserves the source text exactly, including CJK comments", () => {
    const code = "// 计算两个数的和 — сумма — άθροισμα\nint add(int a, int b) { return a + b; }\n";
    expect(textOf(highlightCode(code, "c++"))).toBe(code);
  });
});

describe("splitHighlightedLines", () => {
  it("keeps spans balanced when they cross line breaks", () => {
    const html = highlightCode("/* one\n   two */\nint x;", "java");
    const lines = splitHighlightedLines(html);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('<span class="hljs-comment">/* one</span>');
    expect(lines[1]).toBe('<span class="hljs-comment">   two */</span>');
    for (const line of lines) {
      expect((line.match(/<span/g) ?? []).length).toBe((line.match(/<\/span>/g) ?? []).length);
    }
  });

  it("reopens nested spans", () => {
    expect(splitHighlightedLines('<span class="a">x<span class="b">y\nz</span>w</span>')).toEqual([
      '<span class="a">x<span class="b">y</span></span>',
      '<span class="a"><span class="b">z</span>w</span>',
    ]);
  });

  it("returns one line per source line, including empty ones", () => {
    expect(splitHighlightedLines("a\n\nb\n")).toEqual(["a", "", "b", ""]);
    expect(splitHighlightedLines("")).toEqual([""]);
  });
});

describe("highlightLines", () => {
  it("normalizes CRLF and keeps the text of every line", () => {
    const code = "def f():\r\n    return '<x>'\r\n";
    const lines = highlightLines(code, "python");
    expect(lines.map(textOf)).toEqual(["def f():", "    return '<x>'", ""]);
  });
});
