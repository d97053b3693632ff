/** How one model's answers were graded: SimpleQA's three grades, counted. */
export interface GradeCounts {
  correct: number;
  incorrect: number;
  notAttempted: number;
}

/** SimpleQA's three grades, as the leaderboard counts them. */
export type SimpleQaGrade = keyof GradeCounts;

export interface SimpleQaFigures {
  n: number;
  /** Shares of all graded answers; null when n = 0. */
  correct: number | null;
  incorrect: number | null;
  notAttempted: number | null;
  /** correct / (correct + incorrect); null when nothing was attempted. */
  correctGivenAttempted: number | null;
  /**
   * Harmonic mean of `correct` and `correctGivenAttempted` (SimpleQA's F-score); null when nothing
   * was attempted, 0 when something was and none was correct (both means are 0; the limit is 0).
   */
  fScore: number | null;
}

/** The statistics as numbers, NaN where undefined: [correct, incorrect, notAttempted, correctGivenAttempted, fScore]. */
export function simpleQaValues(
  correct: number,
  incorrect: number,
  notAttempted: number,
  out: Float64Array,
): void {
  const n = correct + incorrect + notAttempted;
  const attempted = correct + incorrect;
  out[0] = n === 0 ? Number.NaN : correct / n;
  out[1] = n === 0 ? Number.NaN : incorrect / n;
  out[2] = n === 0 ? Number.NaN : notAttempted / n;
  const cga = attempted === 0 ? Number.NaN : correct / attempted;
  out[3] = cga;
  out[4] = attempted === 0 ? Number.NaN : correct === 0 ? 0 : (2 * out[0] * cga) / (out[0] + cga);
}

export const FIGURE_KEYS = [
  "correct",
  "incorrect",
  "notAttempted",
  "correctGivenAttempted",
  "fScore",
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const orNull = (v: number) => (Number.isNaN(v) ? null : v);

/** SimpleQA's figures of one set of graded answers. */
export function simpleQaFigures(c: GradeCounts): SimpleQaFigures {
  const out = new Float64Array(FIGURE_KEYS.length);
  simpleQaValues(c.correct, c.incorrect, c.notAttempted, out);
  return {
    n: c.correct + c.incorrect + c.notAttempted,
    correct: orNull(out[0]),
    incorrect: orNull(out[1]),
    notAttempted: orNull(out[2]),
    correctGivenAttempted: orNull(out[3]),
    fScore: orNull(out[4]),
  };
}
