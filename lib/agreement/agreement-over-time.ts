import type { FunctionalitiesJson, OverTimeJson } from "./agreement-report-types";
import type { DataPair } from "./categorical-agreement";
import type { FieldEvaluator } from "./field-evaluators";
import { kappaFromConfusion } from "./kappa";

export interface DatedPair {
  /** When the item's second annotation (rater B) was submitted. */
  at: Date;
  pair: DataPair;
}

const DAY_MS = 86_400_000;

/** Entries sorted by time, cut into runs of equal UTC date; returns the end index of each run. */
function dayEnds(sorted: readonly { ms: number }[]): { date: string; end: number }[] {
  const ends: { date: string; end: number }[] = [];
  let day = Number.NaN;
  sorted.forEach(({ ms }, i) => {
    const d = Math.floor(ms / DAY_MS);
    if (d === day) ends[ends.length - 1].end = i + 1;
    else ends.push({ date: new Date(d * DAY_MS).toISOString().slice(0, 10), end: i + 1 });
    day = d;
  });
  return ends;
}

/**
 * Cumulative agreement on the main field by UTC day of rater B's submission, for the kappa-over-
 * time chart: unweighted kappa for a categorical field (counts grow incrementally, so the cost is
 * linear in items), micro F1 for README functionalities. n counts the items where the field applies.
 */
export function agreementOverTime(
  main: FieldEvaluator,
  entries: readonly DatedPair[],
): OverTimeJson[] {
  const sorted = entries
    .map((e) => ({ ms: e.at.getTime(), pair: e.pair }))
    .sort((x, y) => x.ms - y.ms);
  const days = dayEnds(sorted);
  const field = main.categorical;
  if (field === undefined) {
    return days.map(({ date, end }) => {
      const json = main.evaluate(
        sorted.slice(0, end).map((e) => e.pair),
        "summary",
        "",
      ) as FunctionalitiesJson;
      return { date, n: json.n, f1: json.f1 };
    });
  }
  const matrix = field.scale.map(() => field.scale.map(() => 0));
  let n = 0;
  let next = 0;
  return days.map(({ date, end }) => {
    for (; next < end; next++) {
      const [a, b] = sorted[next].pair;
      const va = field.value(a);
      const vb = field.value(b);
      if (va === null || vb === null) continue;
      matrix[va][vb] += 1;
      n += 1;
    }
    return { date, n, kappa: kappaFromConfusion(matrix) };
  });
}
