/**
 * The bootstrap's intervals are pure functions of (seed, cell counts): the same counts under the
 * same seed give the same interval bit for bit. This remembers the last results by that key, so a
 * report recomputed after one new annotation redraws only the blocks whose counts changed (the
 * project, one pair, one language, one model), and a repeated report none (decision 026).
 * Per process; least recently used entries go first.
 */
const MAX_ENTRIES = 2000;
const memo = new Map<string, unknown>();

/** `compute()` once per key; later calls with the key get a deep copy of the remembered value. */
export function memoizedInterval<T>(key: string, compute: () => T): T {
  const hit = memo.get(key);
  if (hit !== undefined) {
    // Touched: to the back of the eviction order.
    memo.delete(key);
    memo.set(key, hit);
    return structuredClone(hit) as T;
  }
  const value = compute();
  memo.set(key, value);
  if (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value as string);
  return structuredClone(value);
}

/** Forgets every remembered interval (the bench's cold runs; tests). */
export function clearIntervalMemo(): void {
  memo.clear();
}
