// Untrusted markdown rendered to sanitized HTML on the server.
import { renderMarkdown } from "@/lib/render/render-markdown";
import { markdownClass, textFontStack } from "./styles";

export type MarkdownViewProps = {
  markdown: string;
  className?: string;
  "data-testid"?: string;
};

export function MarkdownView({
  markdown,
  className = "",
  "data-testid": testId = "markdown-view",
}: MarkdownViewProps) {
  // renderMarkdown sanitizes (allow-list, no scripts/handlers/styles; images become placeholders).
  const html = renderMarkdown(markdown);
  return (
    <div
      data-testid={testId}
      className={`${markdownClass} ${className}`}
      style={{ fontFamily: textFontStack }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
