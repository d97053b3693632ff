"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { focusRing } from "@/components/ui/styles";
import type { PairJson } from "@/lib/agreement/agreement-report-types";
import { FieldTable } from "./field-table";
import { fieldLabel } from "./format";
import { heatCell } from "./heatmap-scale";
import { pairMatrix } from "./pair-matrix";
import { scrollRegion } from "@/components/ui/scroll-region";
import { useStatFormat } from "./use-stat-format";

const short = (email: string) => email.split("@")[0];
/** A pair's identity for the selection (e-mails cannot contain NUL). */
const pairKey = (p: PairJson) => p.annotators.join("\u0000");

/**
 * Annotators × annotators: each cell is the pair's agreement on the main field, with n. A cell
 * opens that pair's fields below the matrix.
 */
export function PairMatrixView({
  pairs,
  mainField,
  symbol,
}: {
  pairs: readonly PairJson[];
  mainField: string;
  symbol: string;
}) {
  const t = useTranslations("agreement.pairs");
  const f = useStatFormat();
  const { annotators, cells } = pairMatrix(pairs, mainField);
  const [selected, setSelected] = useState<string | null>(null);
  const open = pairs.find((p) => pairKey(p) === selected) ?? null;
  if (annotators.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[auto_1fr]">
      <div className="overflow-x-auto" {...scrollRegion(t("region"))}>
        <table className="text-sm" data-testid="pair-matrix">
          <caption className="pb-2 text-left text-xs text-slate-600">
            {t("caption", { field: fieldLabel(mainField), symbol })}
          </caption>
          <thead>
            <tr>
              <td />
              {annotators.map((a) => (
                <th
                  key={a}
                  scope="col"
                  title={a}
                  className="max-w-24 truncate px-1 pb-1 text-xs font-medium text-slate-600"
                >
                  {short(a)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {annotators.map((row, i) => (
              <tr key={row}>
                <th
                  scope="row"
                  title={row}
                  className="max-w-32 truncate pr-2 text-right text-xs font-medium text-slate-600"
                >
                  {short(row)}
                </th>
                {cells[i].map((cell, j) => {
                  if (cell === null)
                    return (
                      <td
                        key={j}
                        className="h-12 w-20 border border-white bg-slate-50 text-center text-xs text-slate-500"
                      >
                        {i === j ? "" : "·"}
                      </td>
                    );
                  const shade = heatCell(Math.max(0, cell.value ?? 0), 1);
                  const key = pairKey(cell.pair);
                  return (
                    <td key={j} className="h-12 w-20 border border-white p-0">
                      <button
                        type="button"
                        data-testid="pair-cell"
                        aria-pressed={selected === key}
                        onClick={() => setSelected(selected === key ? null : key)}
                        style={{
                          backgroundColor: cell.value === null ? undefined : shade.background,
                        }}
                        className={`flex h-full w-full flex-col items-center justify-center ${cell.value === null ? "bg-slate-100 text-slate-500" : shade.isDark ? "text-white" : "text-black"} ${selected === key ? "ring-2 ring-amber-400 ring-inset" : ""} ${focusRing}`}
                      >
                        {/* The name is the visible text plus context for screen readers (an aria-label would hide the text: WCAG 2.5.3). */}
                        <span className="sr-only">
                          {t("cellName", { a: row, b: annotators[j], symbol })}{" "}
                        </span>
                        <span className="font-semibold tabular-nums">
                          {cell.value === null ? t("undefinedShort") : f.stat(cell.value)}
                        </span>
                        <span className="sr-only">, </span>
                        <span className="text-[11px]">{t("n", { n: cell.n })}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        <div className="min-w-0" data-testid="pair-details">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {t("details", { a: open.annotators[0], b: open.annotators[1], count: open.n })}
          </h3>
          <FieldTable
            fields={open.fields}
            caption={t("detailsCaption", { a: open.annotators[0], b: open.annotators[1] })}
            codesNote="pair"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t("select")}</p>
      )}
    </div>
  );
}
