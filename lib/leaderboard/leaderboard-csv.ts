import { toCsv, type CsvCell } from "@/lib/csv/to-csv";
import type { LeaderboardRow } from "./build-leaderboard";
import type { LeaderboardSource } from "./get-leaderboard";
import { FIGURE_PARAMS, type LeaderboardSort } from "./leaderboard-sort";
import { languagesOf, rankModels, type RankedModel } from "./rank-models";
import { FIGURE_KEYS } from "./simpleqa-figures";

/**
 * One row per source × model × language; each figure with its run mean, min, max and 95 % CI; then
 * a judge run's corrected estimate (empty for gold and below 10 items with gold).
 */
const LEADERBOARD_CSV_HEADER = [
  "source",
  "run_id",
  "run_name",
  "model",
  "language",
  "runs",
  "n",
  ...FIGURE_KEYS.flatMap((k) => [
    FIGURE_PARAMS[k],
    `${FIGURE_PARAMS[k]}_min`,
    `${FIGURE_PARAMS[k]}_max`,
    `${FIGURE_PARAMS[k]}_ci95_low`,
    `${FIGURE_PARAMS[k]}_ci95_high`,
  ]),
  "rank",
  "corrected_n",
  "corrected_n_judged",
  ...FIGURE_KEYS.flatMap((k) => [
    `${FIGURE_PARAMS[k]}_corrected`,
    `${FIGURE_PARAMS[k]}_corrected_ci95_low`,
    `${FIGURE_PARAMS[k]}_corrected_ci95_high`,
  ]),
];

const rowCells = (
  source: LeaderboardSource,
  row: LeaderboardRow,
  rank: number | null,
): CsvCell[] => [
  source.source,
  source.source === "run" ? source.run.id : null,
  source.source === "run" ? source.run.name : null,
  row.model,
  row.language ?? "all",
  row.runs,
  row.n,
  ...FIGURE_KEYS.flatMap((k) => [
    row.figures[k],
    row.spread[k]?.[0],
    row.spread[k]?.[1],
    row.ci95[k]?.[0],
    row.ci95[k]?.[1],
  ]),
  rank,
  row.corrected?.n,
  row.corrected?.nJudged,
  ...FIGURE_KEYS.flatMap((k) => [
    row.corrected?.figures[k],
    row.corrected?.ci95[k]?.[0],
    row.corrected?.ci95[k]?.[1],
  ]),
];

/** A model's rows in the table's order: all languages pooled, then each language. */
const modelRows = (m: RankedModel, languages: readonly string[]) => [
  m.all,
  ...languages.flatMap((l) => m.byLanguage.get(l) ?? []),
];

/**
 * The leaderboard as CSV (RFC 4180, CRLF); language "all" is every language pooled. Each source's
 * models in the page's order for `sort`, each model's rows together; rank is by pooled F.
 */
export function leaderboardCsv(
  sources: readonly LeaderboardSource[],
  sort: LeaderboardSort,
): string {
  const lines = sources.flatMap((s) => {
    const languages = languagesOf(s.rows);
    return rankModels(s.rows, sort).flatMap((m) =>
      modelRows(m, languages).map((r) => rowCells(s, r, m.rank)),
    );
  });
  return toCsv([LEADERBOARD_CSV_HEADER, ...lines]);
}
