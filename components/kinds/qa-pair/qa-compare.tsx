import { useTranslations } from "next-intl";
import { WordDiffView } from "@/components/items/word-diff-view";
import { citationUnion } from "@/lib/adjudication/citation-union";
import type { QaPairAnnotation } from "@/lib/items/qa-pair/qa-pair-annotation-schema";
import { safeHttpUrl } from "@/lib/render/render-markdown";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="rounded bg-emerald-100 px-1 text-xs font-semibold text-emerald-800">
      {label} ✓
    </span>
  ) : (
    <span className="px-1 text-xs text-slate-500">{label} –</span>
  );
}

/** Verdicts and labels side by side, a word diff of the corrected answers, and all citations in one list marked A / B. */
export function QaCompare({
  a,
  b,
  headers,
  differs,
}: {
  a: QaPairAnnotation;
  b: QaPairAnnotation;
  headers: [string, string];
  differs: ReadonlySet<string>;
}) {
  const t = useTranslations("kindScreens");
  const citations = citationUnion(a.citations ?? [], b.citations ?? []);
  const answersDiffer = differs.has("final_answer");
  const citationsDiffer = differs.has("citations");
  return (
    <div className="space-y-4">
      <CompareRows
        headers={headers}
        rows={[
          {
            field: "verdict",
            label: t("qaPair.fields.verdict"),
            a: valueText(a.verdict),
            b: valueText(b.verdict),
            differs: differs.has("verdict"),
          },
          {
            field: "reject_reasons",
            label: t("qaPair.fields.rejectReasons"),
            a: valueText(a.reject_reasons),
            b: valueText(b.reject_reasons),
            differs: differs.has("reject_reasons"),
          },
          {
            field: "answer_label",
            label: t("qaPair.fields.answerLabel"),
            a: valueText(a.answer_label),
            b: valueText(b.answer_label),
            differs: differs.has("answer_label"),
          },
          {
            field: "final_answer",
            label: t("qaPair.fields.finalAnswer"),
            a: valueText(a.final_answer),
            b: valueText(b.final_answer),
            differs: answersDiffer,
          },
          {
            field: "notes",
            label: t("common.notes"),
            a: valueText(a.notes),
            b: valueText(b.notes),
            differs: false,
          },
        ]}
      />
      {answersDiffer && a.final_answer && b.final_answer ? (
        <WordDiffView
          before={a.final_answer}
          after={b.final_answer}
          beforeLabel="A"
          afterLabel="B"
        />
      ) : null}
      <section aria-labelledby="citations-compare-title" data-testid="citation-union">
        <h3 id="citations-compare-title" className="mb-1.5 text-sm font-semibold text-slate-900">
          {t("qaPair.compare.citations", { count: citations.length })}
          {citationsDiffer ? (
            <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-900">
              {t("common.differ")}
            </span>
          ) : null}
        </h3>
        {citations.length === 0 ? (
          <p className="text-xs text-slate-500">{t("qaPair.compare.none")}</p>
        ) : null}
        <ul className="space-y-1.5 text-sm">
          {citations.map((c) => {
            const url = safeHttpUrl(c.url);
            return (
              <li
                key={c.url}
                className={`rounded-md border px-2 py-1 ${c.inA && c.inB ? "border-slate-200" : "border-amber-300 bg-amber-50"}`}
              >
                <div className="flex items-center gap-1.5">
                  <Mark on={c.inA} label="A" />
                  <Mark on={c.inB} label="B" />
                  {url ? (
                    <a
                      href={url.href}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="min-w-0 break-all text-blue-700 underline"
                    >
                      {c.url}
                    </a>
                  ) : (
                    <span className="break-all">{c.url}</span>
                  )}
                </div>
                {c.quoteA || c.quoteB ? (
                  <p className="mt-0.5 text-xs text-slate-600">
                    {[
                      c.quoteA && t("qaPair.compare.quote", { who: "A", quote: c.quoteA }),
                      c.quoteB && t("qaPair.compare.quote", { who: "B", quote: c.quoteB }),
                    ]
                      .filter(Boolean)
                      .join("  ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
