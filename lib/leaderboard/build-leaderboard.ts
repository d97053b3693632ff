import { memoizedInterval } from "@/lib/agreement/interval-memo";
import { multinomialSampler } from "@/lib/agreement/multinomial-sample";
import { percentileInterval, type Interval } from "@/lib/agreement/percentile-interval";
import { RESAMPLES } from "@/lib/agreement/bootstrap-cells";
import { seededRandom } from "@/lib/agreement/seeded-random";
import { correctedFigures, GRADES, type CorrectedFigures } from "./corrected-shares";
import {
  FIGURE_KEYS,
  simpleQaFigures,
  simpleQaValues,
  type FigureKey,
  type GradeCounts,
  type SimpleQaFigures,
  type SimpleQaGrade,
} from "./simpleqa-figures";

export type Grade = SimpleQaGrade;

/** `count` graded answers alike: the model and run that gave them, the items' language, the grade. */
export interface GradedAnswer {
  model: string;
  language: string;
  /** Null: the item names no run. */
  run: number | null;
  grade: Grade;
  /** A judge run's answers: the item's gold grade, null when it has none (or none of the three). */
  gold?: Grade | null;
  count: number;
}

interface LeaderboardRun extends SimpleQaFigures {
  run: number | null;
}

export interface LeaderboardRow {
  model: string;
  /** Null: all languages pooled. */
  language: string | null;
  runs: number;
  /** Graded answers over all runs. */
  n: number;
  /** Each figure is the mean over the runs (null when it is undefined in any run). */
  figures: Omit<SimpleQaFigures, "n">;
  /** Min and max of each figure over the runs (equal with one run); null where undefined. */
  spread: Record<FigureKey, [number, number] | null>;
  /** 95 % percentile bootstrap of each mean: every run's answers resampled on their own, seeded. */
  ci95: Record<FigureKey, Interval>;
  perRun: LeaderboardRun[];
  /**
   * A judge run's row: the prediction-powered shares over all the model's items the run graded,
   * the model's runs pooled (decision 075); null for gold and below 10 items with gold.
   */
  corrected: CorrectedFigures | null;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const emptyCounts = (): GradeCounts => ({ correct: 0, incorrect: 0, notAttempted: 0 });

type Counts = readonly (readonly [number, number, number])[];

/** Runs' counts → the mean of each figure over the runs into `out` (NaN where any run's is undefined). */
function meanValues(runs: Counts, scratch: Float64Array, out: Float64Array): void {
  out.fill(0);
  for (const [c, i, na] of runs) {
    simpleQaValues(c, i, na, scratch);
    for (let s = 0; s < out.length; s++) out[s] += scratch[s] / runs.length;
  }
}

/** Each figure's resampled means (the runs' answers resampled on their own), one array per figure. */
function resampledValues(counts: Counts, seed: string, resamples: number): Float64Array[] {
  const k = FIGURE_KEYS.length;
  const scratch = new Float64Array(k);
  const samplers = counts.map((c) => multinomialSampler(c));
  const random = seededRandom(seed);
  const drawn = counts.map(() => new Int32Array(3));
  const resampledCounts = counts.map(() => [0, 0, 0] as [number, number, number]);
  const values = FIGURE_KEYS.map(() => new Float64Array(resamples));
  const out = new Float64Array(k);
  for (let r = 0; r < resamples; r++) {
    samplers.forEach((sampler, s) => {
      sampler.draw(random, drawn[s]);
      resampledCounts[s] = [drawn[s][0], drawn[s][1], drawn[s][2]];
    });
    meanValues(resampledCounts, scratch, out);
    for (let s = 0; s < k; s++) values[s][r] = out[s];
  }
  return values;
}

/** The intervals of every figure; remembered by seed and counts, so a repeated page draws none. */
const intervalsOf = (counts: Counts, seed: string, resamples: number): Interval[] =>
  memoizedInterval(`leaderboard:${resamples}:${seed}:${JSON.stringify(counts)}`, () =>
    resampledValues(counts, seed, resamples).map((v) => percentileInterval(v)),
  );

const byRunNumber = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a - b;

interface Group {
  model: string;
  language: string | null;
  byRun: Map<number | null, GradeCounts>;
  /** The judge's grades (GRADES order) and the (gold, judge) table: the corrected estimate's counts. */
  judged: [number, number, number];
  pairs: number[];
}

function rowOf(
  { model, language, byRun, judged, pairs }: Group,
  seed: string,
  opts: { resamples: number; corrected: boolean },
): LeaderboardRow {
  const runs = [...byRun.entries()].sort(([a], [b]) => byRunNumber(a, b));
  const counts = runs.map(([, c]) => [c.correct, c.incorrect, c.notAttempted] as const);
  const perRun = runs.map(([run, c]) => ({ run, ...simpleQaFigures(c) }));
  const point = new Float64Array(FIGURE_KEYS.length);
  meanValues(counts, new Float64Array(FIGURE_KEYS.length), point);
  const cellSeed = `${seed}:${model}:${language ?? "all"}`;
  const intervals = intervalsOf(counts, cellSeed, opts.resamples);
  const figures = {} as Omit<SimpleQaFigures, "n">;
  const spread = {} as LeaderboardRow["spread"];
  const ci95 = {} as LeaderboardRow["ci95"];
  FIGURE_KEYS.forEach((key, s) => {
    const defined = !Number.isNaN(point[s]);
    figures[key] = defined ? point[s] : null;
    const each = perRun.map((p) => p[key]);
    spread[key] = defined
      ? [Math.min(...(each as number[])), Math.max(...(each as number[]))]
      : null;
    ci95[key] = defined ? intervals[s] : null;
  });
  return {
    model,
    language,
    runs: runs.length,
    n: perRun.reduce((t, p) => t + p.n, 0),
    figures,
    spread,
    ci95,
    perRun,
    corrected: opts.corrected
      ? correctedFigures(
          { judged, pairs },
          { seed: `${cellSeed}:corrected`, resamples: opts.resamples },
        )
      : null,
  };
}

/** Counts `a` into the corrected estimate's tallies of its group. */
function tallyCorrected(group: Group, a: GradedAnswer) {
  const judge = GRADES.indexOf(a.grade);
  group.judged[judge] += a.count;
  if (a.gold) group.pairs[3 * GRADES.indexOf(a.gold) + judge] += a.count;
}

/**
 * The model leaderboard (SPEC §4): per model × language and per model over all languages, SimpleQA's
 * figures averaged over the model's runs with their min/max spread and bootstrap CIs. Rows are
 * sorted by model, then language (all languages first).
 */
export function buildLeaderboard(opts: {
  answers: readonly GradedAnswer[];
  seed: string;
  resamples?: number;
  /** A judge run's leaderboard: each row gets the corrected estimate from the answers' `gold`. */
  corrected?: boolean;
}): LeaderboardRow[] {
  const groups = new Map<string, Group>();
  for (const a of opts.answers) {
    for (const language of [null, a.language]) {
      const key = JSON.stringify([a.model, language]);
      let group = groups.get(key);
      if (!group) {
        const fresh = { judged: [0, 0, 0] as Group["judged"], pairs: Array<number>(9).fill(0) };
        groups.set(key, (group = { model: a.model, language, byRun: new Map(), ...fresh }));
      }
      let counts = group.byRun.get(a.run);
      if (!counts) group.byRun.set(a.run, (counts = emptyCounts()));
      counts[a.grade] += a.count;
      tallyCorrected(group, a);
    }
  }
  const rowOpts = { resamples: opts.resamples ?? RESAMPLES, corrected: opts.corrected ?? false };
  return [...groups.values()]
    .sort((a, b) => compare(a.model, b.model) || compare(a.language ?? "", b.language ?? ""))
    .map((g) => rowOf(g, opts.seed, rowOpts));
}
