"use client";

import { useState } from "react";
import type { ErrorCodesJson } from "@/lib/agreement/agreement-report-types";
import { errorCategories, errorCodes, errorGroups } from "@/lib/taxonomy/comment-errors";
import { errorCodeBlocks, type CodeRow, type CodeSortKey } from "./error-code-rows";
import { formatInterval, formatShare, formatStat } from "./format";
import { KappaValue } from "./kappa-value";
import { SortHeader } from "./sort-header";
import { Sym } from "./sym";
import { nextSort, type SortState } from "./sort-rows";

const taxonomy = { categories: errorCategories, groups: errorGroups, codes: errorCodes };

const levelStyle: Record<CodeRow["level"], string> = {
  category: "bg-slate-100 font-semibold text-slate-900",
  group: "bg-slate-50 font-medium text-slate-800",
  code: "text-slate-800",
};

function Row({ row }: { row: CodeRow }) {
  const s = row.stats;
  const indent =
    row.level === "category"
      ? ""
      : row.level === "group" || errorCodes.find((c) => c.code === row.code)?.group === null
        ? "pl-6"
        : "pl-10";
  return (
    <tr
      className={levelStyle[row.level]}
      data-testid="code-row"
      data-code={row.code}
      data-level={row.level}
    >
      <th
        scope="row"
        className={`px-4 py-1.5 text-left font-[inherit] ${indent}`}
        title={row.title}
      >
        <span className="font-mono text-xs">{row.code}</span> <span>{row.name}</span>
        {row.level !== "code" ? (
          <span className="ml-1 text-xs font-normal text-slate-500">
            ({row.level}: any of its codes)
          </span>
        ) : null}
      </th>
      <td className="px-4 py-1.5">{s ? <KappaValue stats={s} compact /> : "—"}</td>
      <td className="px-4 py-1.5 text-right whitespace-nowrap tabular-nums">
        {formatInterval(s?.ci95)}
      </td>
      <td className="px-4 py-1.5 text-right tabular-nums">{formatStat(s?.ac1)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{formatShare(s?.prevalence)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{s?.n ?? "—"}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{formatStat(s?.observed)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{formatStat(s?.expected)}</td>
    </tr>
  );
}

/**
 * Binary kappa per error code, grouped by category and group; sortable by any column (undefined
 * kappas stay last). Hover a code for its definition.
 */
export function ErrorCodeTable({ json }: { json: ErrorCodesJson }) {
  const [sort, setSort] = useState<SortState<CodeSortKey>>({ key: "code", direction: "ascending" });
  const onSort = (key: CodeSortKey) =>
    setSort((s) => nextSort(s, key, key === "code" ? "ascending" : "descending"));
  const blocks = errorCodeBlocks(json, taxonomy, sort);
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-sm" data-testid="error-code-table">
        <caption className="px-4 py-2 text-left text-sm text-slate-600">
          Macro κ over the codes with a defined kappa:{" "}
          <span data-testid="macro-kappa">
            {json.macro_kappa === null ? (
              <em>undefined</em>
            ) : (
              <strong className="tabular-nums">{formatStat(json.macro_kappa)}</strong>
            )}
          </span>
          . Prevalence: share of ratings that carry the code. Sort by clicking a column header;
          hover a code for its definition, an undefined κ for why.
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <SortHeader column="code" align="left" {...header}>
              Code
            </SortHeader>
            <SortHeader column="kappa" align="left" {...header}>
              <Sym>κ</Sym>
            </SortHeader>
            <th
              scope="col"
              className="px-4 py-2 text-right font-semibold tracking-wide uppercase"
              title="95 % percentile bootstrap interval over items"
            >
              95 % CI
            </th>
            <th
              scope="col"
              className="px-4 py-2 text-right font-semibold tracking-wide uppercase"
              title="Gwet's AC1, robust to a rare code"
            >
              AC1
            </th>
            <SortHeader
              column="prevalence"
              title="Share of ratings (A and B) that carry the code"
              {...header}
            >
              Prevalence
            </SortHeader>
            <SortHeader column="n" {...header}>
              n
            </SortHeader>
            <SortHeader column="observed" {...header}>
              Observed
            </SortHeader>
            <SortHeader column="expected" {...header}>
              Expected
            </SortHeader>
          </tr>
        </thead>
        {blocks.map((b) => (
          <tbody
            key={b.category.code}
            className="divide-y divide-slate-100 border-t border-slate-200"
          >
            <Row row={b.category} />
            {b.rows.map((r) => (
              <Row key={`${r.level}-${r.code}`} row={r} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
