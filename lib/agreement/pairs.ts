import { compareCodePoints } from "./label-scale";

/** One item judged by two raters; which rater is "A" in the record does not matter. */
export interface RaterPairRecord<V> {
  itemId: string;
  raterA: string;
  raterB: string;
  valueA: V;
  valueB: V;
}

/** Aligned vectors for one unordered rater pair, ready for `kappaStats(a, b)`. */
export interface RaterPairVectors<V> {
  /** The smaller rater id (by code point). */
  raterA: string;
  raterB: string;
  /** Item ids in input order; `a[i]` and `b[i]` belong to `itemIds[i]`. */
  itemIds: string[];
  a: V[];
  b: V[];
}

/**
 * Groups records by the unordered pair of rater ids, orienting every record so that `a` holds the
 * values of the rater whose id sorts first. Pairs come back sorted by (raterA, raterB).
 * Throws when a record pairs a rater with themself or an item appears twice for the same pair,
 * since either would silently inflate agreement.
 */
export function groupByRaterPair<V>(records: readonly RaterPairRecord<V>[]): RaterPairVectors<V>[] {
  const groups = new Map<string, RaterPairVectors<V> & { seen: Set<string> }>();
  for (const record of records) {
    const order = compareCodePoints(record.raterA, record.raterB);
    if (order === 0)
      throw new RangeError(`Rater ${record.raterA} is paired with themself on ${record.itemId}`);
    const [first, second, valueFirst, valueSecond] =
      order < 0
        ? [record.raterA, record.raterB, record.valueA, record.valueB]
        : [record.raterB, record.raterA, record.valueB, record.valueA];
    // JSON keeps ids containing separators from colliding.
    const key = JSON.stringify([first, second]);
    let group = groups.get(key);
    if (group === undefined) {
      group = { raterA: first, raterB: second, itemIds: [], a: [], b: [], seen: new Set() };
      groups.set(key, group);
    }
    if (group.seen.has(record.itemId)) {
      throw new RangeError(`Item ${record.itemId} appears twice for raters ${first} and ${second}`);
    }
    group.seen.add(record.itemId);
    group.itemIds.push(record.itemId);
    group.a.push(valueFirst);
    group.b.push(valueSecond);
  }
  return [...groups.values()]
    .map(({ raterA, raterB, itemIds, a, b }) => ({ raterA, raterB, itemIds, a, b }))
    .sort((x, y) => compareCodePoints(x.raterA, y.raterA) || compareCodePoints(x.raterB, y.raterB));
}
