import { toCsv, type CsvCell } from "@/lib/csv/to-csv";
import type { LeaderboardRow } from "./build-leaderboard";
import type { LeaderboardSource } from "./get-leaderboard";
import { FIGURE_KEYS } from "./simpleqa-figures";

const snake = {
  correct: "correct",
  incorrect: "incorrect",
  notAttempted: "not_attempted",
  correctGivenAttempted: "correct_given_attempted",
  fScore: "f_score",
} as const;

/** One row per source × model × language; each figure with its run mean, min, max and 95 % CI. */
const LEADERBOARD_CSV_HEADER = [
  "source",
  "run_id",
  "run_name",
  "model",
  "language",
  "runs",
  "n",
  ...FIGURE_KEYS.flatMap((k) => [
    snake[k],
    `${snake[k]}_min`,
    `${snake[k]}_max`,
    `${snake[k]}_ci95_low`,
    `${snake[k]}_ci95_high`,
  ]),
];

const rowCells = (source: LeaderboardSource, row: LeaderboardRow): CsvCell[] => [
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
];

/** The leaderboard as CSV (RFC 4180, CRLF); language "all" is every language pooled. */
export function leaderboardCsv(sources: readonly LeaderboardSource[]): string {
  return toCsv([
    LEADERBOARD_CSV_HEADER,
    ...sources.flatMap((s) => s.rows.map((r) => rowCells(s, r))),
  ]);
}
