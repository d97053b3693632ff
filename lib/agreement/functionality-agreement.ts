import type { AnnotationData, FunctionalitiesJson, PrfJson } from "./agreement-report-types";
import { contentFingerprint } from "./content-fingerprint";
import { matchFunctionalityLists, type MatchableFunctionality } from "./functionality-similarity";

export interface ItemMatch {
  matched: number;
  sizeA: number;
  sizeB: number;
  precision: number;
  recall: number;
  f1: number;
}

/** A README annotation's functionality list: the own-words text and the selected span of each. */
export function functionalitiesOf(data: AnnotationData): MatchableFunctionality[] {
  const list = data.functionalities;
  if (!Array.isArray(list)) return [];
  return list.flatMap((f: unknown) => {
    if (typeof f !== "object" || f === null) return [];
    const { abstractive, extractive } = f as {
      abstractive?: unknown;
      extractive?: { start?: unknown; end?: unknown };
    };
    if (typeof abstractive !== "string") return [];
    const start = typeof extractive?.start === "number" ? extractive.start : 0;
    const end = typeof extractive?.end === "number" ? extractive.end : 0;
    return [{ abstractive, extractive: { start, end } }];
  });
}

/**
 * Matches by content, per process: a README item's two lists at the cap take ~0.1 s to match, and
 * every agreement request would otherwise match every item again. Least recently used go first.
 */
const MAX_MEMO = 5000;
const memo = new Map<string, ItemMatch>();
const keyOf = new WeakMap<AnnotationData, string>();

function contentKey(data: AnnotationData, list: readonly MatchableFunctionality[]): string {
  let key = keyOf.get(data);
  if (key === undefined) keyOf.set(data, (key = contentFingerprint(JSON.stringify(list))));
  return key;
}

/**
 * One-to-one matching of A's and B's lists by the rule the queue compares READMEs with
 * (./functionality-similarity.ts, also used by lib/annotations/compare-annotations.ts), so F1 is 1
 * exactly on items the queue calls agreed.
 */
export function matchFunctionalities(
  a: AnnotationData,
  b: AnnotationData,
  threshold: number,
): ItemMatch {
  const fa = functionalitiesOf(a);
  const fb = functionalitiesOf(b);
  const key = `${threshold}|${contentKey(a, fa)}|${contentKey(b, fb)}`;
  const hit = memo.get(key);
  if (hit !== undefined) {
    memo.delete(key);
    memo.set(key, hit);
    return { ...hit };
  }
  const m = matchFunctionalityLists(fa, fb, threshold);
  const result = {
    matched: m.pairs.length,
    sizeA: fa.length,
    sizeB: fb.length,
    precision: m.precision,
    recall: m.recall,
    f1: m.f1,
  };
  memo.set(key, result);
  if (memo.size > MAX_MEMO) memo.delete(memo.keys().next().value as string);
  return { ...result };
}

/** Micro P/R/F1 from totals with matchLists' conventions for empty lists; null when there is no item. */
function micro(matched: number, sizeA: number, sizeB: number, n: number): PrfJson {
  if (n === 0) return { precision: null, recall: null, f1: null };
  const total = sizeA + sizeB;
  return {
    precision: sizeB === 0 ? (sizeA === 0 ? 1 : 0) : matched / sizeB,
    recall: sizeA === 0 ? (sizeB === 0 ? 1 : 0) : matched / sizeA,
    f1: total === 0 ? 1 : (2 * matched) / total,
  };
}

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;

/** Matched precision (of B against A), recall and F1: micro over items and the per-item (macro) mean. */
export function functionalityAgreement(matches: readonly ItemMatch[]): FunctionalitiesJson {
  let matched = 0;
  let sizeA = 0;
  let sizeB = 0;
  for (const m of matches) {
    matched += m.matched;
    sizeA += m.sizeA;
    sizeB += m.sizeB;
  }
  return {
    n: matches.length,
    matched,
    size_a: sizeA,
    size_b: sizeB,
    ...micro(matched, sizeA, sizeB, matches.length),
    macro: {
      precision: mean(matches.map((m) => m.precision)),
      recall: mean(matches.map((m) => m.recall)),
      f1: mean(matches.map((m) => m.f1)),
    },
  };
}
