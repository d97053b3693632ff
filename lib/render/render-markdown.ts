// Markdown → sanitized HTML for untrusted item content (READMEs, dialogue turns, answers).
// marked renders GFM (raw HTML passes through), then sanitize-html removes everything that is not
// on the allow-list below. Pure and DOM-free, so it runs in server components and in tests.
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeHtml, highlightCode, normalizeLanguage } from "./highlight-code";

const marked = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: {
    code({ text, lang }: Tokens.Code): string {
      const requested = (lang ?? "").trim().split(/\s+/)[0] ?? "";
      const language = normalizeLanguage(requested);
      const body = language ? highlightCode(text, language) : escapeHtml(text);
      const cls = language ? `hljs language-${language}` : "hljs";
      return `<pre><code class="${cls}">${body.replace(/\n$/, "")}\n</code></pre>\n`;
    },
    checkbox({ checked }: Tokens.Checkbox): string {
      return `<input type="checkbox" disabled${checked ? " checked" : ""}> `;
    },
  },
});

/** Absolute http(s) URL, or null. Rejects javascript:, data:, protocol-relative and relative URLs. */
export function safeHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (/^#[\w\-.:%]*$/.test(trimmed)) return trimmed; // in-page anchor
  if (/^mailto:[^\s<>"']+$/i.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed)?.href ?? null;
}

/** The class of an image's placeholder (styled by markdownClass). */
const placeholderClass = "external-image";

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "span",
    "div",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "ins",
    "u",
    "mark",
    "sub",
    "sup",
    "kbd",
    "small",
    "abbr",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "input",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "a",
    "details",
    "summary",
    "figure",
    "figcaption",
    "picture",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    input: ["type", "checked", "disabled", "aria-label"],
    th: ["align", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    p: ["align"],
    div: ["align"],
    h1: ["align"],
    h2: ["align"],
    h3: ["align"],
    abbr: ["title"],
    details: ["open"],
    code: ["class"],
    span: ["class"],
    pre: ["class", "tabindex"],
    table: ["tabindex"],
  },
  // Only highlighting classes: no page classes (e.g. Tailwind's `fixed inset-0`) from untrusted input.
  allowedClasses: {
    code: ["hljs", "language-*"],
    pre: ["hljs"],
    span: ["hljs-*", "*_", placeholderClass],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href);
      if (!href) return { tagName: "span", attribs: {} };
      const external = !href.startsWith("#");
      return {
        tagName: "a",
        attribs: {
          href,
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {}),
        },
      };
    },
    // No image is ever loaded (SPEC §7): a remote one would be fetched by everyone who opens the
    // item (a tracking beacon), so it becomes text naming its URL. A data: image fetches nothing
    // but can be megabytes of base64 or an SVG; it gets a placeholder too, without the payload.
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = safeHttpUrl(attribs.src);
      const isData = /^\s*data:/i.test(attribs.src ?? "");
      // An image with any other source (relative, javascript:) is dropped: <img> is not allowed.
      if (!src && !isData) return { tagName: "img", attribs: {} };
      const label = attribs.alt?.trim()
        ? `Image “${attribs.alt.trim()}” not loaded`
        : "Image not loaded";
      return {
        tagName: "span",
        attribs: { class: placeholderClass },
        text: `${label}: ${src ? src.href : "embedded data"}`,
      };
    },
    // Code blocks and tables scroll sideways in their box, so the keyboard must reach them (WCAG
    // 2.1.1, axe "scrollable-region-focusable"): each is a tab stop. The content's own attributes
    // stay subject to the allow-list (a class only when it is highlighting's).
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: "0" } }),
    table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
    // A task-list box is named by its state (WCAG 4.1.2: a form control needs a name); the
    // task's text follows it. Whatever attributes the content gave are dropped.
    input: (tagName, attribs) => ({
      tagName: "input",
      attribs: {
        type: "checkbox",
        disabled: "",
        ...("checked" in attribs
          ? { checked: "", "aria-label": "Done" }
          : { "aria-label": "Not done" }),
      },
    }),
  },
};

/** Renders untrusted GitHub-flavoured markdown to sanitized HTML. */
export function renderMarkdown(md: string): string {
  const html = marked.parse(md ?? "", { async: false });
  return sanitizeHtml(html, sanitizeOptions);
}
