// The lead's history of one item: who annotated what and when, adjudications, the gold record,
// validation ratings and every audit event, with the lead's two corrections (edit gold, reopen).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import type { ItemHistory as ItemHistoryDto } from "@/lib/gold/item-history-dto";
import { ItemHistoryActions } from "./item-history-actions";
import { who } from "./people";
import { scrollRegion } from "@/components/ui/scroll-region";

const checkScore = (score: number | null) =>
  score === 1 ? "right" : score === 0 ? "wrong" : "notScored";
const when = (iso: string | null) => <LocalTime iso={iso} style="second" />;

/** The guideline version a record was made under (SPEC §2). */
function Version({ v }: { v: number }) {
  const t = useTranslations("items.history");
  return <span data-testid="guideline-version">{t("guidelines", { v })}</span>;
}

function Json({ value }: { value: unknown }) {
  const t = useTranslations("items.history");
  return (
    <pre
      {...scrollRegion(t("storedJson"))}
      className="max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-words text-slate-800"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The stored JSON, collapsed: the review above shows it in the kind's own view. */
function RawJson({ value, label = "JSON" }: { value: unknown; label?: ReactNode }) {
  return (
    <details>
      <summary className="cursor-pointer text-xs text-slate-600">{label}</summary>
      <Json value={value} />
    </details>
  );
}

/** The item's history; `mayEdit`: the actor may reopen it (the gold edit sits with the review). */
export function ItemHistory({ history, mayEdit }: { history: ItemHistoryDto; mayEdit: boolean }) {
  const t = useTranslations("items.history");
  const person = useTranslations("items.people");
  const gold = history.gold;
  return (
    <Card aria-labelledby="history-title" data-testid="item-history">
      <CardTitle id="history-title">{t("title")}</CardTitle>
      <div className="space-y-5 text-sm">
        <section aria-label={t("gold")}>
          <h3 className="mb-1 font-semibold text-slate-900">{t("gold")}</h3>
          {gold ? (
            <>
              <p className="mb-1 text-slate-600">
                {t.rich(gold.updatedBy ? "goldSourceBy" : "goldSource", {
                  source: gold.source,
                  by: gold.updatedBy ? who(person, gold.updatedBy) : "",
                  b: (c) => <strong>{c}</strong>,
                  when: () => when(gold.updatedAt),
                })}{" "}
                · <Version v={gold.guidelineVersion} />
              </p>
              <RawJson value={gold.data} />
            </>
          ) : (
            <p className="text-slate-500">{t("noGold")}</p>
          )}
          {mayEdit ? <ItemHistoryActions itemId={history.itemId} status={history.status} /> : null}
        </section>
        <section aria-label={t("annotations")}>
          <h3 className="mb-1 font-semibold text-slate-900">
            {t("annotationsCount", { count: history.annotations.length })}
          </h3>
          <ol className="space-y-2">
            {history.annotations.map((a) => (
              <li key={a.id}>
                <p className="text-slate-600">
                  {who(person, a.annotator, a.machineAnnotator, a.externalAnnotator)} ·{" "}
                  {when(a.submittedAt)} · {t("seconds", { s: Math.round(a.timeSpentMs / 1000) })} ·{" "}
                  <Version v={a.guidelineVersion} />
                </p>
                <RawJson value={a.data} />
              </li>
            ))}
          </ol>
        </section>
        {history.adjudications.length ? (
          <section aria-label={t("adjudications")}>
            <h3 className="mb-1 font-semibold text-slate-900">{t("adjudications")}</h3>
            <ul className="space-y-1">
              {history.adjudications.map((d) => (
                <li key={d.id} className="text-slate-700">
                  {who(person, d.adjudicator)} · {d.status} ·{" "}
                  {t.rich("claimed", { when: () => when(d.claimedAt) })}
                  {d.resolvedAt ? (
                    <>
                      {" "}
                      ·{" "}
                      {t.rich("resolved", {
                        choice: d.choice ?? "",
                        when: () => when(d.resolvedAt),
                      })}{" "}
                      · <Version v={d.guidelineVersion} />
                    </>
                  ) : null}
                  {d.rationale ? (
                    <span className="block text-slate-600 italic">“{d.rationale}”</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {history.validation.length ? (
          <section aria-label={t("validation")}>
            <h3 className="mb-1 font-semibold text-slate-900">{t("validation")}</h3>
            <ul>
              {history.validation.map((v) => (
                <li key={v.validator.email}>
                  {who(person, v.validator)}: {v.rating}/4{v.notes ? ` — ${v.notes}` : ""} ·{" "}
                  <Version v={v.guidelineVersion} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {history.checkAnswers.length ? (
          <section aria-label={t("checkAnswers")} data-testid="check-answers">
            <h3 className="mb-1 font-semibold text-slate-900">
              {t("asCheckItem", { count: history.checkAnswers.length })}
            </h3>
            <p className="mb-1 text-xs text-slate-500">{t("checkNote")}</p>
            <ol className="space-y-2">
              {history.checkAnswers.map((c) => (
                <li key={c.id} data-testid="check-answer">
                  <p className="text-slate-600">
                    {who(person, c.annotator)} · {when(c.submittedAt)} ·{" "}
                    {t("seconds", { s: Math.round(c.timeSpentMs / 1000) })} ·{" "}
                    <strong
                      className={
                        c.score === 1
                          ? "text-emerald-700"
                          : c.score === 0
                            ? "text-red-700"
                            : "text-slate-600"
                      }
                    >
                      {t(`score.${checkScore(c.score)}`)}
                    </strong>
                  </p>
                  <RawJson value={c.data} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section aria-label={t("auditLog")}>
          <h3 className="mb-1 font-semibold text-slate-900">{t("auditLog")}</h3>
          <ol className="space-y-1">
            {history.events.map((e) => (
              <li key={e.id}>
                <details>
                  <summary className="cursor-pointer text-slate-700">
                    <span className="font-mono text-xs">{e.action}</span> · {when(e.at)} ·{" "}
                    {who(person, e.actor)}
                  </summary>
                  <div className="mt-1 grid gap-2 md:grid-cols-2">
                    <div>
                      <p className="text-xs text-slate-500">{t("before")}</p>
                      <Json value={e.before} />
                    </div>
                    <div>
                      <p className="text-xs text-slate-500">{t("after")}</p>
                      <Json value={e.after} />
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Card>
  );
}
