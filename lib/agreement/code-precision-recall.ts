import type { CodePrfJson } from "./agreement-report-types";
import type { CodeSetPair } from "./multilabel";

const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den);

/**
 * Per-code precision, recall and F1 of predicted code sets (`a`, e.g. an LLM judge) against
 * reference sets (`b`, e.g. gold), one entry per declared code in declared order. Each metric is
 * null when its denominator is 0 (a code never predicted has no precision; never in the reference,
 * no recall).
 */
export function codePrecisionRecall(items: readonly CodeSetPair[], codes: readonly string[]): Record<string, CodePrfJson> {
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
    out[code] = { precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn), f1: ratio(2 * tp, 2 * tp + fp + fn), support: tp + fn };
  }
  return out;
}
