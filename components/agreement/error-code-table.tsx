"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ErrorCodesJson } from "@/lib/agreement/agreement-report-types";
import { errorCategories, errorCodes, errorGroups } from "@/lib/taxonomy/comment-errors";
import { errorCodeBlocks, type CodeRow, type CodeSortKey } from "./error-code-rows";
import { KappaValue } from "./kappa-value";
import { SortHeader } from "./sort-header";
import { Sym } from "./sym";
import { nextSort, type SortState } from "./sort-rows";
import { useStatFormat } from "./use-stat-format";

const taxonomy = { categories: errorCategories, groups: errorGroups, codes: errorCodes };

const levelStyle: Record<CodeRow["level"], string> = {
  category: "bg-slate-100 font-semibold text-slate-900",
  group: "bg-slate-50 font-medium text-slate-800",
  code: "text-slate-800",
};

function Row({ row }: { row: CodeRow }) {
  const t = useTranslations("agreement.codes");
  const f = useStatFormat();
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
        title={row.title ?? t("pools", { level: row.level, name: row.name })}
      >
        <span className="font-mono text-xs">{row.code}</span> <span>{row.name}</span>
        {row.level !== "code" ? (
          <span className="ml-1 text-xs font-normal text-slate-500">
            {t("anyOfItsCodes", { level: row.level })}
          </span>
        ) : null}
      </th>
      <td className="px-4 py-1.5">{s ? <KappaValue stats={s} compact /> : "—"}</td>
      <td className="px-4 py-1.5 text-right whitespace-nowrap tabular-nums">
        {f.interval(s?.ci95)}
      </td>
      <td className="px-4 py-1.5 text-right tabular-nums">{f.stat(s?.ac1)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{f.share(s?.prevalence)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{s?.n ?? "—"}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{f.stat(s?.observed)}</td>
      <td className="px-4 py-1.5 text-right tabular-nums">{f.stat(s?.expected)}</td>
    </tr>
  );
}

/**
 * Binary kappa per error code, grouped by category and group; sortable by any column (undefined
 * kappas stay last). Hover a code for its definition.
 */
export function ErrorCodeTable({ json }: { json: ErrorCodesJson }) {
  const t = useTranslations("agreement");
  const f = useStatFormat();
  const [sort, setSort] = useState<SortState<CodeSortKey>>({ key: "code", direction: "ascending" });
  const onSort = (key: CodeSortKey) =>
    setSort((s) => nextSort(s, key, key === "code" ? "ascending" : "descending"));
  const blocks = errorCodeBlocks(json, taxonomy, sort);
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-sm" data-testid="error-code-table">
        <caption className="px-4 py-2 text-left text-sm text-slate-600">
          {t.rich("codes.caption", {
            value: () => (
              <span data-testid="macro-kappa">
                {json.macro_kappa === null ? (
                  <em>{t("undefined.word")}</em>
                ) : (
                  <strong className="tabular-nums">{f.stat(json.macro_kappa)}</strong>
                )}
              </span>
            ),
          })}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <SortHeader column="code" align="left" {...header}>
              {t("codes.code")}
            </SortHeader>
            <SortHeader column="kappa" align="left" {...header}>
              <Sym>κ</Sym>
            </SortHeader>
            <th
              scope="col"
              className="px-4 py-2 text-right font-semibold tracking-wide uppercase"
              title={t("codes.ciTitle")}
            >
              {t("codes.ci")}
            </th>
            <th
              scope="col"
              className="px-4 py-2 text-right font-semibold tracking-wide uppercase"
              title={t("codes.ac1Title")}
            >
              AC1
            </th>
            <SortHeader column="prevalence" title={t("codes.prevalenceTitle")} {...header}>
              {t("codes.prevalence")}
            </SortHeader>
            <SortHeader column="n" {...header}>
              n
            </SortHeader>
            <SortHeader column="observed" {...header}>
              {t("codes.observed")}
            </SortHeader>
            <SortHeader column="expected" {...header}>
              {t("codes.expected")}
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
