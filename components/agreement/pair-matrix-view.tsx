"use client";

import { useState } from "react";
import { focusRing } from "@/components/ui/styles";
import type { PairJson } from "@/lib/agreement/agreement-report-types";
import { FieldTable } from "./field-table";
import { fieldLabel, formatStat } from "./format";
import { heatCell } from "./heatmap-scale";
import { pairMatrix } from "./pair-matrix";
import { scrollRegion } from "@/components/ui/scroll-region";

const short = (email: string) => email.split("@")[0];

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
  const { annotators, cells } = pairMatrix(pairs, mainField);
  const [selected, setSelected] = useState<string | null>(null);
  const open = pairs.find((p) => p.annotators.join("\u0000") === selected) ?? null;
  if (annotators.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No pair of annotators has two annotations on the same item yet.
      </p>
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[auto_1fr]">
      <div className="overflow-x-auto" {...scrollRegion("Agreement per annotator pair")}>
        <table className="text-sm" data-testid="pair-matrix">
          <caption className="pb-2 text-left text-xs text-slate-600">
            {fieldLabel(mainField)} {symbol} per annotator pair (n items). Select a cell for that
            pair&apos;s fields.
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
                  const key = cell.pair.annotators.join("\u0000");
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
                          {row} and {annotators[j]}: {symbol}{" "}
                        </span>
                        <span className="font-semibold tabular-nums">
                          {cell.value === null ? "undef." : formatStat(cell.value)}
                        </span>
                        <span className="sr-only">, </span>
                        <span className="text-[11px]">n {cell.n}</span>
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
            {open.annotators[0]} and {open.annotators[1]} · {open.n} items
          </h3>
          <FieldTable
            fields={open.fields}
            caption={`Agreement of ${open.annotators.join(" and ")}`}
            codesNote="per-code kappas are given for all pairs together"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-500">
          Select a cell to see that pair&apos;s agreement on every field.
        </p>
      )}
    </div>
  );
}
