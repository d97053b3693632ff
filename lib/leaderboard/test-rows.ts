// Hand-made leaderboard rows for the tests: every figure given, one run, intervals as given.
import type { LeaderboardRow } from "./build-leaderboard";
import { FIGURE_KEYS, type FigureKey } from "./simpleqa-figures";

type Figures = Partial<Record<FigureKey, number | null>>;

/** A row of `model` in `language` (null: pooled) with `figures` (others 0) and ci = figure ± `half`. */
export function testRow(opts: {
  model: string;
  language?: string | null;
  n?: number;
  figures: Figures;
  half?: number;
}): LeaderboardRow {
  const figures = Object.fromEntries(
    FIGURE_KEYS.map((k) => [k, opts.figures[k] === undefined ? 0 : opts.figures[k]]),
  ) as LeaderboardRow["figures"];
  const band = (v: number | null) => (v === null ? null : ([v, v] as [number, number]));
  const ci = (v: number | null) =>
    v === null ? null : ([v - (opts.half ?? 0.01), v + (opts.half ?? 0.01)] as [number, number]);
  return {
    model: opts.model,
    language: opts.language ?? null,
    runs: 1,
    n: opts.n ?? 100,
    figures,
    spread: Object.fromEntries(
      FIGURE_KEYS.map((k) => [k, band(figures[k])]),
    ) as LeaderboardRow["spread"],
    ci95: Object.fromEntries(FIGURE_KEYS.map((k) => [k, ci(figures[k])])) as LeaderboardRow["ci95"],
    perRun: [],
    corrected: null,
  };
}

/** Rows of several models: `f[model]` = [pooled F, then F per language in `languages`]. */
export function testBoard(
  languages: readonly string[],
  f: Record<string, readonly (number | null)[]>,
): LeaderboardRow[] {
  return Object.entries(f).flatMap(([model, [pooled, ...each]]) => [
    testRow({ model, figures: { fScore: pooled, correct: pooled ?? 0 } }),
    ...languages.map((language, i) =>
      testRow({ model, language, figures: { fScore: each[i], correct: each[i] ?? 0 } }),
    ),
  ]);
}
