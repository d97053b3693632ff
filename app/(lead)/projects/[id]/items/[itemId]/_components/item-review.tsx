// The lead's review of one item: the gold (or, before there is one, the first annotation) beside
// each annotation in the kind's own comparison view, with the fields that differ marked — the
// same compare and the same rule (differingFields) as the adjudication screen.
import { useTranslations } from "next-intl";
import { kindServerUi } from "@/components/kinds/registry";
import { Card, CardTitle } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import type { CompareSettings } from "@/lib/annotations/comparison";
import { differingFields } from "@/lib/annotations/differing-fields";
import { annotationShape } from "@/lib/export/annotation-shape";
import type { ItemHistory } from "@/lib/gold/item-history-dto";
import type { ItemKind } from "@/lib/items/item-kinds";
import { whoShort } from "./people";

type Side = { key: string; title: string; data: Record<string, unknown>; at: string | null };

/** The comparisons to show: gold beside every annotation, else the first annotation beside each other one. */
function reviewPairs(
  kind: ItemKind,
  history: Pick<ItemHistory, "gold" | "annotations">,
  goldTitle: string,
): { reference: Side | null; others: Side[] } {
  const sides: Side[] = history.annotations.map((a) => ({
    key: `annotation-${a.id}`,
    title: whoShort(a.annotator, a.machineAnnotator, a.externalAnnotator),
    data: annotationShape(kind, a.data),
    at: a.submittedAt,
  }));
  if (history.gold)
    return {
      reference: {
        key: "gold",
        title: goldTitle,
        data: annotationShape(kind, history.gold.data),
        at: history.gold.updatedAt,
      },
      others: sides,
    };
  const [first, ...rest] = sides;
  return { reference: first ?? null, others: rest };
}

export function ItemReview({
  kind,
  history,
  settings,
}: {
  kind: ItemKind;
  history: ItemHistory;
  settings: CompareSettings;
}) {
  const t = useTranslations("items.review");
  const { reference, others } = reviewPairs(kind, history, t("gold"));
  const { Compare } = kindServerUi(kind);
  return (
    <Card aria-labelledby="review-title" data-testid="item-review">
      <CardTitle id="review-title">
        {t(history.gold ? "goldAndAnnotations" : "annotations")}
      </CardTitle>
      {!reference ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      {reference && others.length === 0 ? (
        <div className="space-y-2" data-testid="review-single">
          <p className="text-xs text-slate-600">
            {t.rich("single", {
              title: reference.title,
              when: () => <LocalTime iso={reference.at} />,
            })}
          </p>
          <Compare
            a={reference.data}
            b={reference.data}
            headers={[reference.title, reference.title]}
            differs={new Set()}
            settings={settings}
          />
        </div>
      ) : null}
      <div className="space-y-3">
        {reference
          ? others.map((other, i) => {
              const differs = differingFields({
                kind,
                annotations: [reference.data, other.data],
                settings,
              });
              return (
                <details
                  key={other.key}
                  open={i === 0}
                  className="rounded-md border border-slate-200"
                  data-testid="review-pair"
                  data-differs={differs.join(" ")}
                >
                  <summary className="cursor-pointer px-3 py-2 text-sm">
                    <span className="font-semibold text-slate-900">
                      {t("versus", { a: reference.title, b: other.title })}
                    </span>{" "}
                    <span className="text-xs text-slate-600">
                      (<LocalTime iso={other.at} />)
                    </span>{" "}
                    {differs.length ? (
                      <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
                        {t("differOn", {
                          fields: differs.map((f) => f.replace(/_/g, " ")).join(", "),
                        })}
                      </span>
                    ) : (
                      <span className="rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-900">
                        {t("agree")}
                      </span>
                    )}
                  </summary>
                  <div className="border-t border-slate-100 p-3">
                    <Compare
                      a={reference.data}
                      b={other.data}
                      headers={[reference.title, other.title]}
                      differs={new Set(differs)}
                      settings={settings}
                    />
                  </div>
                </details>
              );
            })
          : null}
      </div>
    </Card>
  );
}
