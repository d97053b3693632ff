// Building blocks for numbered code listings (server component, no client JS).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CodeLine, CodeSegment } from "@/lib/render/code-lines";
import { hljsThemeClass, monoFontStack } from "./styles";
import { scrollRegion } from "@/components/ui/scroll-region";

/** Scrollable monospace frame; rows go inside. A `<pre>` so copy/paste keeps whitespace. */
export function CodeFrame({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <pre
      {...scrollRegion(label)}
      className={`overflow-x-auto rounded-md border border-slate-200 bg-slate-50 py-2 text-[13px] leading-[1.55] focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${hljsThemeClass} ${className}`}
      style={{ fontFamily: monoFontStack }}
    >
      <code className="block min-w-max">{children}</code>
    </pre>
  );
}

/** Width of the line-number gutter for the largest number shown. */
export function gutterWidth(lines: CodeLine[]): string {
  const largest = lines.length ? lines[lines.length - 1].number : 1;
  return `${String(largest).length + 2}ch`;
}

function Segment({ segment }: { segment: CodeSegment }) {
  const t = useTranslations("items.code");
  if (segment.empty) {
    return (
      <span
        data-testid="generated-comment-empty"
        className="rounded border border-dashed border-amber-600 bg-amber-100 px-1.5 font-sans text-xs not-italic text-amber-900"
      >
        {t("noComment")}
      </span>
    );
  }
  if (segment.generated) {
    return (
      <mark
        className="bg-amber-200/70 text-inherit [&_.hljs-comment]:text-amber-950!"
        dangerouslySetInnerHTML={{ __html: segment.html }}
      />
    );
  }
  // html is highlight.js output: spans around escaped text (see lib/render/highlight-code).
  return <span dangerouslySetInnerHTML={{ __html: segment.html }} />;
}

/** One row per line: number gutter (not selectable) and the highlighted content. */
export function CodeRows({
  lines,
  gutter,
  className = "",
}: {
  lines: CodeLine[];
  gutter: string;
  className?: string;
}) {
  return lines.map((line) => (
    <span key={line.number} data-line={line.number} className={`flex ${className}`}>
      <span
        aria-hidden="true"
        className="sticky left-0 shrink-0 select-none border-r border-slate-200 bg-inherit pr-2 text-right text-slate-500"
        style={{ width: gutter, minWidth: gutter }}
      >
        {line.number}
      </span>
      <span className="whitespace-pre pr-2 pl-3">
        {line.segments.map((segment, index) => (
          <Segment key={index} segment={segment} />
        ))}
      </span>
    </span>
  ));
}
