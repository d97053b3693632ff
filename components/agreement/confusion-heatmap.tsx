"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { ConfusionJson } from "@/lib/agreement/agreement-report-types";
import { fieldLabel, scaleLabel } from "./format";
import { heatCell, matrixMax } from "./heatmap-scale";
import { scrollRegion } from "@/components/ui/scroll-region";
import { useStatFormat } from "./use-stat-format";

// Each view's name is its key in the `agreement.confusion.views` catalogue.
const views = ["counts", "rows", "columns"] as const;
type View = (typeof views)[number];

/** Who the rows and columns are: keys of the `agreement.confusion.raters` catalogue. */
export type Rater =
  "annotatorA" | "annotatorB" | "human" | "gold" | "machine" | "judge" | "thresholds";

/**
 * A confusion matrix as a heatmap: rows are annotator A's label, columns annotator B's; shaded
 * by value with the number printed. Row-normalised: each row sums to 100 % (what B said when A
 * said x); column-normalised: the other way round.
 */
export function ConfusionHeatmap({
  name,
  confusion,
  rowLabel = "annotatorA",
  columnLabel = "annotatorB",
}: {
  name: string;
  confusion: ConfusionJson;
  rowLabel?: Rater;
  columnLabel?: Rater;
}) {
  const t = useTranslations("agreement.confusion");
  const f = useStatFormat();
  const [view, setView] = useState<View>("counts");
  const id = useId();
  const matrix =
    view === "counts"
      ? confusion.matrix
      : view === "rows"
        ? confusion.row_normalized
        : confusion.column_normalized;
  const max = view === "counts" ? matrixMax(matrix) : 1;
  const labels = confusion.labels.map(scaleLabel);
  return (
    <figure data-testid="confusion-heatmap" data-field={name} className="min-w-0">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900">{fieldLabel(name)}</span>
        <span
          role="radiogroup"
          aria-label={t("show", { field: fieldLabel(name) })}
          className="inline-flex rounded-md border border-slate-300 text-xs"
        >
          {views.map((v) => (
            <label
              key={v}
              className={`cursor-pointer px-2 py-1 first:rounded-l-md last:rounded-r-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${view === v ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
            >
              <input
                type="radio"
                name={`${id}-view`}
                value={v}
                checked={view === v}
                onChange={() => setView(v)}
                className="sr-only"
              />
              {t(`views.${v}`)}
            </label>
          ))}
        </span>
      </figcaption>
      <div className="overflow-x-auto" {...scrollRegion(t("region", { field: fieldLabel(name) }))}>
        <table className="text-xs">
          <thead>
            <tr>
              <td colSpan={2} />
              <th
                scope="colgroup"
                colSpan={labels.length}
                className="pb-1 text-center font-medium text-slate-600"
              >
                {t(`raters.${columnLabel}`)} →
              </th>
            </tr>
            <tr>
              <td colSpan={2} />
              {labels.map((l) => (
                <th
                  key={l}
                  scope="col"
                  className="max-w-24 px-1 pb-1 text-center font-medium break-words text-slate-700"
                >
                  {l}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.map((row, i) => (
              <tr key={labels[i]}>
                {i === 0 ? (
                  <th
                    scope="rowgroup"
                    rowSpan={labels.length}
                    className="pr-1 align-middle font-medium whitespace-nowrap text-slate-600 [writing-mode:vertical-rl] rotate-180"
                  >
                    {t(`raters.${rowLabel}`)}
                  </th>
                ) : null}
                <th
                  scope="row"
                  className="pr-2 text-right font-medium whitespace-nowrap text-slate-700"
                >
                  {labels[i]}
                </th>
                {row.map((v, j) => {
                  const shade = heatCell(v, max);
                  return (
                    <td
                      key={j}
                      data-testid="confusion-cell"
                      style={{ backgroundColor: shade.background }}
                      className={`h-11 min-w-16 border border-slate-200 px-2 text-center text-sm tabular-nums ${shade.isDark ? "text-white" : "text-black"} ${i === j ? "font-semibold" : ""}`}
                    >
                      {view === "counts" ? v : f.share(v)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
