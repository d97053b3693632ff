// What a file declares itself to be by its first statement (STYLE.md's two tiers, plus React's
// directives). Comments and blank lines before it are skipped, as the bundler skips them.
export type ModuleKind = "server" | "client" | "action" | "plain";

const LEADING_TRIVIA = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/;

export function moduleKind(source: string): ModuleKind {
  const code = source.replace(/^#![^\n]*/, "").replace(LEADING_TRIVIA, "");
  if (/^import\s*["']server-only["']/.test(code)) return "server";
  if (/^["']use client["']/.test(code)) return "client";
  if (/^["']use server["']/.test(code)) return "action";
  return "plain";
}
