import { useTranslations } from "next-intl";
import { lineDiff, type GuidelineChange } from "@/lib/guidelines/guideline-diff";
import { focusRing } from "@/components/ui/styles";

const linePrefix = { same: "  ", added: "+ ", removed: "− " } as const;
const lineTone = {
  same: "text-slate-600",
  added: "bg-emerald-50 text-emerald-900",
  removed: "bg-red-50 text-red-900 line-through decoration-red-300",
} as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const show = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** The instructions as a line diff: additions and removals are also said in words for screen readers. */
function InstructionsDiff({ before, after }: { before: string; after: string }) {
  const t = useTranslations("guidelines.changes");
  return (
    // Focusable: a long diff scrolls inside its box, by keyboard too (WCAG scrollable regions).
    <pre
      tabIndex={0}
      className={`max-h-72 overflow-auto rounded border border-slate-200 bg-white p-2 text-xs whitespace-pre-wrap ${focusRing}`}
    >
      {lineDiff(before, after).map((line, i) => (
        <div key={i} className={lineTone[line.op]}>
          {line.op === "same" ? null : <span className="sr-only">{t(line.op)}</span>}
          <span aria-hidden="true">{linePrefix[line.op]}</span>
          {line.text || " "}
        </div>
      ))}
    </pre>
  );
}

/** What changed in one guideline version: each field, the instructions as a line diff. */
export function GuidelineChanges({ changes }: { changes: readonly GuidelineChange[] }) {
  const t = useTranslations("guidelines.changes");
  if (changes.length === 0) return <p className="text-sm text-slate-600">{t("first")}</p>;
  return (
    <dl className="space-y-2 text-sm">
      {changes.map((c) => (
        <div key={c.field}>
          <dt className="font-medium text-slate-800">{c.field}</dt>
          <dd className="mt-1">
            {c.field === "instructions" ? (
              <InstructionsDiff before={text(c.before)} after={text(c.after)} />
            ) : (
              <p className="font-mono text-xs break-words text-slate-700">
                {show(c.before)} → {show(c.after)}
              </p>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
