// Syntax highlighting for untrusted code. highlight.js escapes the source text itself, so the
// output contains only `<span class="hljs-…">` tags around escaped text.
import hljsCore from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";

// A private instance: nobody else's registrations or configuration can change our output.
const hljs = hljsCore.newInstance();
const grammars = {
  bash,
  c,
  cpp,
  csharp,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  ruby,
  rust,
  sql,
  typescript,
  xml,
};
for (const [name, grammar] of Object.entries(grammars)) hljs.registerLanguage(name, grammar);

/** The highlight.js language names registered here. */
export const supportedLanguages = Object.keys(grammars).sort();

// Names seen in datasets and markdown fences that highlight.js does not know under that spelling.
const aliases: Record<string, string> = {
  "c++": "cpp",
  cxx: "cpp",
  cc: "cpp",
  hpp: "cpp",
  h: "c",
  "c#": "csharp",
  cs: "csharp",
  "c-sharp": "csharp",
  js: "javascript",
  jsx: "javascript",
  node: "javascript",
  nodejs: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  tsx: "typescript",
  py: "python",
  python2: "python",
  python3: "python",
  py3: "python",
  golang: "go",
  rs: "rust",
  kt: "kotlin",
  kts: "kotlin",
  rb: "ruby",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  shellscript: "bash",
  html: "xml",
  xhtml: "xml",
  svg: "xml",
  md: "markdown",
  jsonc: "json",
};

/** Maps a free-form language name ("Java", "python3", "C++", "c#") to a registered highlight.js name, or null. */
export function normalizeLanguage(language: string | null | undefined): string | null {
  const name = (language ?? "").trim().toLowerCase();
  if (!name) return null;
  const mapped = Object.hasOwn(aliases, name) ? aliases[name] : name;
  return hljs.getLanguage(mapped) ? canonicalName(mapped) : null;
}

// getLanguage also resolves highlight.js's own aliases (e.g. "golang"); report the registered key.
function canonicalName(name: string): string {
  if (Object.hasOwn(grammars, name)) return name;
  const grammar = hljs.getLanguage(name);
  for (const key of Object.keys(grammars)) if (hljs.getLanguage(key) === grammar) return key;
  return name;
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch]);
}

/** Highlighted HTML (spans + escaped text); escaped plain text when the language is unknown. */
export function highlightCode(code: string, language: string | null | undefined): string {
  const lang = normalizeLanguage(language);
  if (!lang) return escapeHtml(code);
  return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
}

/**
 * Splits highlighted HTML into one HTML string per source line. Spans that cross a line break
 * (block comments, multi-line strings) are closed at the end of the line and reopened on the next,
 * so every returned line is balanced markup.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = "";
  for (const match of html.matchAll(/<span[^>]*>|<\/span>|\n|[^<\n]+|</g)) {
    const piece = match[0];
    if (piece === "\n") {
      lines.push(current + "</span>".repeat(open.length));
      current = open.join("");
    } else if (piece.startsWith("<span")) {
      open.push(piece);
      current += piece;
    } else if (piece === "</span>") {
      open.pop();
      current += piece;
    } else {
      current += piece;
    }
  }
  lines.push(current + "</span>".repeat(open.length));
  return lines;
}

/** `highlightCode` split into balanced per-line HTML (always at least one line). */
export function highlightLines(code: string, language: string | null | undefined): string[] {
  return splitHighlightedLines(highlightCode(code.replace(/\r\n?/g, "\n"), language));
}
