// Word-level diff between two texts, deletions struck through in red and insertions in green.
import { useTranslations } from "next-intl";
import { wordDiff } from "@/lib/render/word-diff";
import { monoFontStack } from "./styles";

export type WordDiffViewProps = {
  before: string;
  after: string;
  beforeLabel?: string;
  afterLabel?: string;
};

function WordDiffLegend({ beforeLabel, afterLabel }: { beforeLabel: string; afterLabel: string }) {
  const t = useTranslations("items.wordDiff");
  return (
    <p
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600"
      data-testid="word-diff-legend"
    >
      <span className="inline-flex items-center gap-1">
        <del className="rounded bg-red-100 px-1 text-red-800 line-through decoration-red-700">
          {t("deleted")}
        </del>
        {t("onlyIn", { label: beforeLabel })}
      </span>
      <span className="inline-flex items-center gap-1">
        <ins className="rounded bg-green-100 px-1 text-green-800 no-underline">{t("inserted")}</ins>
        {t("onlyIn", { label: afterLabel })}
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="rounded px-1 ring-1 ring-slate-300 ring-inset">{t("unchanged")}</span>
        {t("inBoth")}
      </span>
    </p>
  );
}

export function WordDiffView({ before, after, beforeLabel, afterLabel }: WordDiffViewProps) {
  const t = useTranslations("items.wordDiff");
  const parts = wordDiff(before, after);
  const identical = parts.every((part) => part.op === "equal");
  return (
    <div className="space-y-2">
      <WordDiffLegend
        beforeLabel={beforeLabel ?? t("original")}
        afterLabel={afterLabel ?? t("generated")}
      />
      <div
        data-testid="word-diff"
        className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-[13px] leading-relaxed"
        style={{ fontFamily: monoFontStack }}
      >
        {parts.length === 0 ? (
          <span className="text-slate-500 italic">{t("bothEmpty")}</span>
        ) : null}
        {parts.map((part, index) =>
          part.op === "equal" ? (
            <span key={index}>{part.text}</span>
          ) : part.op === "delete" ? (
            <del
              key={index}
              data-op="delete"
              className="rounded-sm bg-red-100 text-red-800 line-through decoration-red-700"
            >
              {part.text}
            </del>
          ) : (
            <ins
              key={index}
              data-op="insert"
              className="rounded-sm bg-green-100 text-green-800 no-underline"
            >
              {part.text}
            </ins>
          ),
        )}
      </div>
      {identical && parts.length > 0 ? (
        <p className="text-xs text-slate-500">{t("identical")}</p>
      ) : null}
    </div>
  );
}
