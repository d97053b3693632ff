import type { CodePrfJson, PrfJson } from "./agreement-report-types";
import type { CodeSetPair } from "./multilabel";

const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den);

/**
 * Per-code precision, recall and F1 of predicted code sets (`a`, e.g. an LLM judge) against
 * reference sets (`b`, e.g. gold), one entry per declared code in declared order. Each metric is
 * null when its denominator is 0 (a code never predicted has no precision; never in the reference,
 * no recall).
 */
export function codePrecisionRecall(
  items: readonly CodeSetPair[],
  codes: readonly string[],
): Record<string, CodePrfJson> {
  const sets = items.map((item) => ({ a: new Set(item.a), b: new Set(item.b) }));
  const out: Record<string, CodePrfJson> = {};
  for (const code of codes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { a, b } of sets) {
      const predicted = a.has(code);
      const actual = b.has(code);
      if (predicted && actual) tp += 1;
      else if (predicted) fp += 1;
      else if (actual) fn += 1;
    }
    out[code] = {
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
      f1: ratio(2 * tp, 2 * tp + fp + fn),
      support: tp + fn,
    };
  }
  return out;
}

/**
 * Macro and micro averages of per-code precision, recall and F1 (items as in `codePrecisionRecall`).
 * Macro: the mean of each metric over the codes where it is defined (sklearn's
 * `zero_division=np.nan`, which leaves undefined values out of the average); micro: from the true
 * and false positives and false negatives summed over the codes. Null when nothing is defined.
 */
export function codeAverages(
  items: readonly CodeSetPair[],
  codes: readonly string[],
): { macro: PrfJson; micro: PrfJson } {
  const perCode = Object.values(codePrecisionRecall(items, codes));
  const mean = (values: (number | null)[]): number | null => {
    const defined = values.filter((v): v is number => v !== null);
    return defined.length === 0 ? null : defined.reduce((s, v) => s + v, 0) / defined.length;
  };
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const sets = items.map((item) => ({ a: new Set(item.a), b: new Set(item.b) }));
  for (const code of codes) {
    for (const { a, b } of sets) {
      if (a.has(code) && b.has(code)) tp += 1;
      else if (a.has(code)) fp += 1;
      else if (b.has(code)) fn += 1;
    }
  }
  return {
    macro: {
      precision: mean(perCode.map((c) => c.precision)),
      recall: mean(perCode.map((c) => c.recall)),
      f1: mean(perCode.map((c) => c.f1)),
    },
    micro: {
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
      f1: ratio(2 * tp, 2 * tp + fp + fn),
    },
  };
}
