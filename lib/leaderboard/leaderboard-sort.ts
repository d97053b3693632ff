// How the leaderboard is ordered: shared by the page's table (a client component) and the downloads.
import type { FigureKey } from "./simpleqa-figures";

/** Figure keys as the API spells them (snake_case, as in the JSON and the CSV header). */
export const FIGURE_PARAMS = {
  correct: "correct",
  incorrect: "incorrect",
  notAttempted: "not_attempted",
  correctGivenAttempted: "correct_given_attempted",
  fScore: "f_score",
} as const satisfies Record<FigureKey, string>;

export type SortKey = "model" | "n" | FigureKey;

export interface LeaderboardSort {
  key: SortKey;
  /** Null: all languages pooled. */
  language: string | null;
  dir: "asc" | "desc";
}

/** The paper's order: best pooled F first. */
export const DEFAULT_SORT: LeaderboardSort = { key: "fScore", language: null, dir: "desc" };

/** The default way: best first for a figure, A to Z for the model. */
export const defaultDir = (key: SortKey): "asc" | "desc" => (key === "model" ? "asc" : "desc");

/** The query string of a sort and source (the page's links and its download links). */
export function leaderboardSearch(opts: {
  source: "gold" | number;
  sort: LeaderboardSort;
}): string {
  const { key, language, dir } = opts.sort;
  const params = new URLSearchParams({
    source: String(opts.source),
    sort: key === "model" || key === "n" ? key : FIGURE_PARAMS[key],
    ...(language === null ? {} : { language }),
    dir,
  });
  return params.toString();
}
