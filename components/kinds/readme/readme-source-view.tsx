"use client";

import { useTranslations } from "next-intl";
import { useMemo, type Ref } from "react";
import { monoFontStack } from "@/components/items/styles";
import { highlightSegments } from "./span-offsets";

const colours = [
  "bg-amber-200/80",
  "bg-sky-200/80",
  "bg-lime-200/80",
  "bg-pink-200/80",
  "bg-violet-200/80",
];

/**
 * The README source as text nodes only, inside one `<pre>`: a DOM selection maps to offsets into
 * `content` by counting characters (see span-offsets). Selected spans are `<mark>`s; their
 * numbers are CSS generated content, which is not part of the text and cannot be selected.
 * Rendered on the client only, so "\r\n" in the content is not normalised by the HTML parser.
 */
export function ReadmeSourceView({
  content,
  spans,
  ref,
  label,
}: {
  content: string;
  spans: { start: number; end: number }[];
  ref: Ref<HTMLPreElement>;
  /** Its accessible name; by default, how to add a functionality from it. */
  label?: string;
}) {
  const t = useTranslations("kindScreens.readmeExtraction");
  const segments = useMemo(() => highlightSegments(content.length, spans), [content, spans]);
  return (
    <pre
      ref={ref}
      tabIndex={0}
      aria-label={label ?? t("sourceLabel")}
      data-testid="readme-source-text"
      className="max-h-[75vh] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-[13px] leading-relaxed break-words whitespace-pre-wrap text-slate-800 selection:bg-indigo-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      style={{ fontFamily: monoFontStack }}
    >
      {segments.map((s) => {
        const text = content.slice(s.start, s.end);
        if (s.owners.length === 0) return <span key={s.start}>{text}</span>;
        const starts = s.owners.filter((k) => spans[k].start === s.start).map((k) => k + 1);
        return (
          <mark
            key={s.start}
            data-functionality={s.owners.map((k) => k + 1).join(" ")}
            data-label={starts.length ? `${starts.join(",")}` : undefined}
            title={`Functionality ${s.owners.map((k) => k + 1).join(", ")}`}
            className={`rounded-sm text-inherit ${colours[s.owners[0] % colours.length]} ${s.owners.length > 1 ? "underline decoration-2" : ""} ${starts.length ? "before:mr-0.5 before:rounded before:bg-slate-800 before:px-1 before:align-super before:text-[10px] before:text-white before:content-[attr(data-label)] before:select-none" : ""}`}
          >
            {text}
          </mark>
        );
      })}
    </pre>
  );
}
