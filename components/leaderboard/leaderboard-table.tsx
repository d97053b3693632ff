"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useStatFormat } from "@/components/agreement/use-stat-format";
import { scrollRegion } from "@/components/ui/scroll-region";
import { buttonClass, focusRing } from "@/components/ui/styles";
import { FigureCell } from "@/components/leaderboard/figure-cell";
import type { LeaderboardRow } from "@/lib/leaderboard/build-leaderboard";
import { percentText } from "@/lib/leaderboard/figure-text";
import { FIGURE_NAMES, leaderboardColumns } from "@/lib/leaderboard/leaderboard-columns";
import { useFigureName } from "./figure-name";
import {
  DEFAULT_SORT,
  defaultDir,
  leaderboardSearch,
  type LeaderboardSort,
  type SortKey,
} from "@/lib/leaderboard/leaderboard-sort";
import { languagesOf, rankModels, type RankedModel } from "@/lib/leaderboard/rank-models";
import type { FigureKey } from "@/lib/leaderboard/simpleqa-figures";

// The model column's header: left-aligned, over both header rows.
const modelHead = { className: "text-left", rowSpan: 2 };
const isSame = (a: LeaderboardSort, key: SortKey, language: string | null) =>
  a.key === key && a.language === language;

/** A sortable column header: Enter or Space on its button sorts; aria-sort says the order. */
function SortTh(props: {
  sortKey: SortKey;
  language: string | null;
  sort: LeaderboardSort;
  onSort: (key: SortKey, language: string | null) => void;
  short: string;
  long: string;
  className?: string;
  rowSpan?: number;
}) {
  const active = isSame(props.sort, props.sortKey, props.language);
  const dir = active ? props.sort.dir : null;
  return (
    <th
      scope="col"
      rowSpan={props.rowSpan}
      aria-sort={dir === null ? "none" : dir === "asc" ? "ascending" : "descending"}
      className={`px-0.5 py-1 font-semibold ${props.className ?? "text-right"}`}
    >
      <button
        type="button"
        title={props.long}
        onClick={() => props.onSort(props.sortKey, props.language)}
        className={`inline-flex items-center gap-0.5 rounded px-1 py-0.5 hover:bg-slate-200 ${focusRing} ${active ? "text-indigo-800" : ""}`}
      >
        {props.short}
        <span className="sr-only">{`: ${props.long}${props.language === null ? "" : `, ${props.language}`}`}</span>
        <span aria-hidden="true" className={active ? "" : "text-slate-500"}>
          {dir === null ? "↕" : dir === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}

function RowFigure({ row, k, first }: { row?: LeaderboardRow; k: FigureKey; first: boolean }) {
  const value = row?.figures[k] ?? null;
  const why = !row ? "noAnswers" : value === null ? "nothingAttempted" : null;
  return <FigureCell value={value} ci={row?.ci95[k] ?? null} why={why} first={first} />;
}

function ModelCell({ m }: { m: RankedModel }) {
  const t = useTranslations("leaderboard.table");
  const f = useStatFormat();
  const spread = m.all.runs > 1 ? m.all.spread.fScore : null;
  return (
    <th scope="row" className="max-w-56 px-2 py-1 text-left align-top font-medium break-words">
      <span className="text-slate-900">{m.model}</span>
      {m.all.runs > 1 ? (
        <span className="block text-xs font-normal text-slate-600">
          {t("runs", { count: m.all.runs })}
          {spread
            ? ` · F ${f.decimals(percentText(spread[0]))}–${f.decimals(percentText(spread[1]))}`
            : ""}
        </span>
      ) : null}
    </th>
  );
}

/**
 * One source's leaderboard as a paper's table: a row per model, a column group per language,
 * ranked by pooled F; any column sorts, and the downloads follow the order shown.
 */
export function LeaderboardTable(props: {
  rows: readonly LeaderboardRow[];
  source: "gold" | number;
  caption: string;
  api: string;
}) {
  const t = useTranslations("leaderboard.table");
  const name = useFigureName();
  const [sort, setSort] = useState<LeaderboardSort>(DEFAULT_SORT);
  const languages = languagesOf(props.rows);
  const groups = leaderboardColumns(languages);
  const models = rankModels(props.rows, sort);
  const onSort = (key: SortKey, language: string | null) =>
    setSort((s) =>
      isSame(s, key, language)
        ? { ...s, dir: s.dir === "asc" ? "desc" : "asc" }
        : { key, language, dir: defaultDir(key) },
    );
  const search = leaderboardSearch({ source: props.source, sort });
  const th = (
    key: SortKey,
    language: string | null,
    names: [string, string],
    more: { className?: string; rowSpan?: number } = {},
  ) => (
    <SortTh
      key={`${key}:${language}`}
      {...{ sortKey: key, language, sort, onSort, short: names[0], long: names[1], ...more }}
    />
  );
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <a
          href={`${props.api}?format=csv&${search}`}
          download
          className={buttonClass("secondary", "sm")}
        >
          {t("downloadCsv")}
        </a>
        <a
          href={`${props.api}?format=latex&${search}`}
          download
          className={buttonClass("secondary", "sm")}
        >
          {t("downloadLatex")}
        </a>
      </div>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
        {...scrollRegion(props.caption)}
      >
        <table className="min-w-full text-sm" data-testid="leaderboard-table">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              <th scope="col" rowSpan={2} className="px-2 py-1 text-right font-semibold">
                <abbr title={t("rank")}>#</abbr>
              </th>
              {th("model", null, [t("model"), t("model")], modelHead)}
              {th("n", null, ["n", t("graded")], { rowSpan: 2 })}
              {groups.map((g) => (
                <th
                  key={g.language ?? ""}
                  scope="colgroup"
                  colSpan={g.figures.length}
                  className="border-l border-slate-200 px-1.5 pt-1 text-center font-semibold"
                >
                  {g.language ?? t("allLanguages")}
                </th>
              ))}
            </tr>
            <tr>
              {groups.flatMap((g) =>
                g.figures.map((k) => th(k, g.language, [FIGURE_NAMES[k].short, name(k)])),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {models.map((m) => (
              <tr key={m.model}>
                <td className="px-2 py-1 text-right align-top text-slate-700 tabular-nums">
                  {m.rank ?? "—"}
                </td>
                <ModelCell m={m} />
                <td className="px-1.5 py-1 text-right align-top text-slate-700 tabular-nums">
                  {m.all.n}
                </td>
                {groups.flatMap((g) =>
                  g.figures.map((k, i) => (
                    <RowFigure
                      key={`${g.language}:${k}`}
                      row={g.language === null ? m.all : m.byLanguage.get(g.language)}
                      k={k}
                      first={i === 0}
                    />
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
