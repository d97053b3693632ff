import { useTranslations } from "next-intl";
import { kindServerUi } from "@/components/kinds/registry";
import type { AdjudicationAnnotation } from "@/lib/adjudication/adjudication-dto";
import type { CompareSettings } from "@/lib/annotations/comparison";
import { differingFields } from "@/lib/annotations/differing-fields";
import { annotationShape } from "@/lib/export/annotation-shape";
import type { ItemKind } from "@/lib/items/item-kinds";
import { LocalTime } from "@/components/ui/local-time";
import { icuFlag } from "@/components/annotate/icu-flag";

/** Time spent, in the `adjudicate.compare.spent` catalogue's units. */
const spent = (ms: number) =>
  ms < 60_000
    ? { unit: "seconds", n: Math.round(ms / 1000) }
    : { unit: "minutes", n: Math.round(ms / 60_000) };

/** "A · Ana" or just "Annotator A" (`unnamed`, in the reader's language) when the project hides names. */
export const annotationTitle = (a: AdjudicationAnnotation, unnamed: (label: string) => string) =>
  a.annotator ? `${a.label} · ${a.annotator.name}` : unnamed(a.label);

/** Annotations A and B side by side with their differences highlighted, per kind. */
export function AnnotationCompare({
  kind,
  annotations,
  settings,
}: {
  kind: ItemKind;
  annotations: AdjudicationAnnotation[];
  settings: CompareSettings;
}) {
  const t = useTranslations("adjudicate.compare");
  const title = (a: AdjudicationAnnotation) =>
    annotationTitle(a, (label) => t("annotator", { label }));
  const [first, second] = annotations;
  if (!first || !second)
    return (
      <p className="text-sm text-slate-600">
        {t("nothingToCompare", { count: annotations.length })}
      </p>
    );
  const headers: [string, string] = [title(first), title(second)];
  const [a, b] = [annotationShape(kind, first.data), annotationShape(kind, second.data)];
  // The rows marked here are the fields the header lists (for A and B): one rule for both.
  const differs = new Set(differingFields({ kind, annotations: [a, b], settings }));
  const { Compare } = kindServerUi(kind);
  return (
    <div className="space-y-3" data-testid="annotation-compare">
      <dl className="grid grid-cols-2 gap-2 text-xs text-slate-600">
        {[first, second].map((x) => (
          <div
            key={x.label}
            data-testid={`annotator-${x.label}`}
            className="rounded-md bg-slate-50 px-2 py-1"
          >
            <dt className="font-semibold text-slate-800">{title(x)}</dt>
            <dd>
              {x.annotator ? `${x.annotator.email ?? x.annotator.name} · ` : ""}
              {t.rich("submitted", {
                imported: icuFlag(x.imported),
                time: () => <LocalTime iso={x.submittedAt} />,
                ...spent(x.timeSpentMs),
              })}
            </dd>
          </div>
        ))}
      </dl>
      <Compare a={a} b={b} headers={headers} differs={differs} settings={settings} />
      {annotations.length > 2 ? (
        <p className="text-xs text-slate-600">{t("more", { count: annotations.length - 2 })}</p>
      ) : null}
    </div>
  );
}
