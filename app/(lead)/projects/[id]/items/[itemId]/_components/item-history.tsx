// The lead's history of one item: who annotated what and when, adjudications, the gold record,
// validation ratings and every audit event, with the lead's two corrections (edit gold, reopen).
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import type { ItemHistory as ItemHistoryDto } from "@/lib/gold/item-history-dto";
import { ItemHistoryActions } from "./item-history-actions";
import { who } from "./people";
import { scrollRegion } from "@/components/ui/scroll-region";

const checkScoreText = (score: number | null) =>
  score === 1 ? "right (score 1)" : score === 0 ? "wrong (score 0)" : "not scored (no gold then)";
const when = (iso: string | null) => <LocalTime iso={iso} style="second" />;
/** The guideline version a record was made under (SPEC §2). */
const version = (v: number) => <span data-testid="guideline-version">guidelines v{v}</span>;

function Json({ value }: { value: unknown }) {
  return (
    <pre
      {...scrollRegion("Stored JSON")}
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
  return (
    <Card aria-labelledby="history-title" data-testid="item-history">
      <CardTitle id="history-title">History</CardTitle>
      <div className="space-y-5 text-sm">
        <section aria-label="Gold">
          <h3 className="mb-1 font-semibold text-slate-900">Gold</h3>
          {history.gold ? (
            <>
              <p className="mb-1 text-slate-600">
                Source <strong>{history.gold.source}</strong> · updated{" "}
                {when(history.gold.updatedAt)}
                {history.gold.updatedBy ? ` by ${who(history.gold.updatedBy)}` : ""} ·{" "}
                {version(history.gold.guidelineVersion)}
              </p>
              <RawJson value={history.gold.data} />
            </>
          ) : (
            <p className="text-slate-500">No gold record.</p>
          )}
          {mayEdit ? <ItemHistoryActions itemId={history.itemId} status={history.status} /> : null}
        </section>
        <section aria-label="Annotations">
          <h3 className="mb-1 font-semibold text-slate-900">
            Annotations ({history.annotations.length})
          </h3>
          <ol className="space-y-2">
            {history.annotations.map((a) => (
              <li key={a.id}>
                <p className="text-slate-600">
                  {who(a.annotator, a.machineAnnotator, a.externalAnnotator)} ·{" "}
                  {when(a.submittedAt)} · {Math.round(a.timeSpentMs / 1000)} s ·{" "}
                  {version(a.guidelineVersion)}
                </p>
                <RawJson value={a.data} />
              </li>
            ))}
          </ol>
        </section>
        {history.adjudications.length ? (
          <section aria-label="Adjudications">
            <h3 className="mb-1 font-semibold text-slate-900">Adjudications</h3>
            <ul className="space-y-1">
              {history.adjudications.map((d) => (
                <li key={d.id} className="text-slate-700">
                  {who(d.adjudicator)} · {d.status} · claimed {when(d.claimedAt)}
                  {d.resolvedAt ? (
                    <>
                      {" "}
                      · resolved {when(d.resolvedAt)}: took {d.choice} ·{" "}
                      {version(d.guidelineVersion)}
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
          <section aria-label="Validation ratings">
            <h3 className="mb-1 font-semibold text-slate-900">Validation ratings</h3>
            <ul>
              {history.validation.map((v) => (
                <li key={v.validator.email}>
                  {who(v.validator)}: {v.rating}/4{v.notes ? ` — ${v.notes}` : ""} ·{" "}
                  {version(v.guidelineVersion)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {history.checkAnswers.length ? (
          <section aria-label="Check answers" data-testid="check-answers">
            <h3 className="mb-1 font-semibold text-slate-900">
              As a check item ({history.checkAnswers.length})
            </h3>
            <p className="mb-1 text-xs text-slate-500">
              Scored against the gold; these answers count for the annotators&apos; scorecards, not
              for the item.
            </p>
            <ol className="space-y-2">
              {history.checkAnswers.map((c) => (
                <li key={c.id} data-testid="check-answer">
                  <p className="text-slate-600">
                    {who(c.annotator)} · {when(c.submittedAt)} · {Math.round(c.timeSpentMs / 1000)}{" "}
                    s ·{" "}
                    <strong
                      className={
                        c.score === 1
                          ? "text-emerald-700"
                          : c.score === 0
                            ? "text-red-700"
                            : "text-slate-600"
                      }
                    >
                      {checkScoreText(c.score)}
                    </strong>
                  </p>
                  <RawJson value={c.data} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section aria-label="Audit log">
          <h3 className="mb-1 font-semibold text-slate-900">Audit log</h3>
          <ol className="space-y-1">
            {history.events.map((e) => (
              <li key={e.id}>
                <details>
                  <summary className="cursor-pointer text-slate-700">
                    <span className="font-mono text-xs">{e.action}</span> · {when(e.at)} ·{" "}
                    {who(e.actor)}
                  </summary>
                  <div className="mt-1 grid gap-2 md:grid-cols-2">
                    <div>
                      <p className="text-xs text-slate-500">before</p>
                      <Json value={e.before} />
                    </div>
                    <div>
                      <p className="text-xs text-slate-500">after</p>
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
