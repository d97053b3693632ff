import { sampleBinomial } from "./binomial-sample";
import { memoizedInterval } from "./interval-memo";
import { RESAMPLES } from "./bootstrap-cells";
import { percentileInterval, type Interval } from "./percentile-interval";
import { seededRandom } from "./seeded-random";

// Per code an item is in one cell of the code's 2×2 table; absent/absent is implied.
const A_ONLY = 0;
const B_ONLY = 1;
const BOTH = 2;
/** A binomial costs about as much as ten to twenty picks. */
const POOL_BELOW = 16;

export interface CodeSetIntervals {
  codes: Interval[];
  macro: Interval;
}

/** Items with the same cells are interchangeable, so resampling is a multinomial over types. */
function itemTypes(
  items: readonly { a: readonly string[]; b: readonly string[] }[],
  codes: readonly string[],
): { entries: number[][]; counts: number[] } {
  const position = new Map(codes.map((c, i) => [c, i]));
  const byKey = new Map<string, number>();
  const entries: number[][] = [];
  const counts: number[] = [];
  for (const { a, b } of items) {
    const cells = new Map<number, number>();
    for (const code of a) {
      const p = position.get(code);
      if (p !== undefined) cells.set(p, A_ONLY);
    }
    for (const code of b) {
      const p = position.get(code);
      if (p !== undefined)
        cells.set(p, cells.get(p) === undefined || cells.get(p) === B_ONLY ? B_ONLY : BOTH);
    }
    const list = [...cells].map(([p, cell]) => p * 3 + cell).sort((x, y) => x - y);
    const key = list.join(",");
    let t = byKey.get(key);
    if (t === undefined) {
      byKey.set(key, (t = entries.length));
      entries.push(list);
      counts.push(0);
    }
    counts[t] += 1;
  }
  return { entries, counts };
}

/**
 * One joint resample of items for every code, so the codes' correlation is kept. Null where the
 * kappa is undefined, or in more than a tenth of the resamples.
 */
export function codeSetIntervals(opts: {
  items: readonly { a: readonly string[]; b: readonly string[] }[];
  codes: readonly string[];
  seed: string;
  defined: readonly boolean[];
  resamples?: number;
}): CodeSetIntervals {
  const size = opts.codes.length;
  if (!opts.defined.some(Boolean)) return { codes: opts.codes.map(() => null), macro: null };
  const types = itemTypes(opts.items, opts.codes);
  const key = `codes|${opts.resamples ?? ""}|${opts.codes.join(",")}|${opts.defined.map(Number).join("")}|${types.entries.map((list, t) => `${list.join(".")}:${types.counts[t]}`).join(",")}|${opts.seed}`;
  return memoizedInterval(key, () => drawCodeSetIntervals(types, size, opts));
}

function drawCodeSetIntervals(
  { entries, counts }: { entries: number[][]; counts: number[] },
  size: number,
  opts: { codes: readonly string[]; seed: string; defined: readonly boolean[]; resamples?: number },
): CodeSetIntervals {
  const resamples = opts.resamples ?? RESAMPLES;
  // Each type's entries in one flat array: type t's are flat[start[t]] … flat[start[t + 1] − 1].
  const start = new Int32Array(entries.length + 1);
  entries.forEach((list, t) => (start[t + 1] = start[t] + list.length));
  const flat = Int32Array.from(entries.flat());
  const large = counts.map((_, t) => t).filter((t) => counts[t] >= POOL_BELOW);
  large.sort((x, y) => counts[y] - counts[x]);
  const small = Int32Array.from(counts.map((_, t) => t).filter((t) => counts[t] < POOL_BELOW));
  const pool = Int32Array.from([...small].flatMap((t) => new Array<number>(counts[t]).fill(t)));
  const poolSize = pool.length;
  const picked = new Int32Array(counts.length);
  const largeMass = large.reduce((s, t) => s + counts[t], 0);
  const n = largeMass + poolSize;
  const random = seededRandom(opts.seed);
  // Items per (code, cell): one increment per entry, the 2×2 tables built once per resample.
  const cells = new Float64Array(size * 3);
  const values = Array.from({ length: size + 1 }, () =>
    new Float64Array(resamples).fill(Number.NaN),
  );
  for (let r = 0; r < resamples; r++) {
    cells.fill(0);
    const inPool = poolSize === 0 ? 0 : sampleBinomial(random, n, poolSize / n);
    for (let d = 0; d < inPool; d++) picked[pool[Math.floor(random() * poolSize)]] += 1;
    for (let s = 0; s < small.length; s++) {
      const t = small[s];
      const c = picked[t];
      if (c === 0) continue;
      picked[t] = 0;
      for (let e = start[t], end = start[t + 1]; e < end; e++) cells[flat[e]] += c;
    }
    let left = n - inPool;
    let mass = largeMass;
    for (let k = 0; k < large.length && left > 0; k++) {
      const t = large[k];
      const w = counts[t];
      const x = w >= mass ? left : sampleBinomial(random, left, w / mass);
      left -= x;
      mass -= w;
      if (x > 0) for (let e = start[t], end = start[t + 1]; e < end; e++) cells[flat[e]] += x;
    }
    let sum = 0;
    let defined = 0;
    for (let p = 0; p < size; p++) {
      // Binary kappa of [[n00, n01], [n10, n11]], as kappaFromConfusion computes it.
      const n10 = cells[3 * p + A_ONLY];
      const n01 = cells[3 * p + B_ONLY];
      const n11 = cells[3 * p + BOTH];
      const n00 = n - n11 - n10 - n01;
      const expected = (n00 + n01) * (n01 + n11) + (n10 + n11) * (n00 + n10);
      if (expected === 0) continue;
      const kappa = 1 - (n * (n01 + n10)) / expected;
      values[p][r] = kappa;
      sum += kappa;
      defined += 1;
    }
    if (defined > 0) values[size][r] = sum / defined;
  }
  const at = (i: number): Interval => (opts.defined[i] ? percentileInterval(values[i]) : null);
  return { codes: opts.codes.map((_, p) => at(p)), macro: at(size) };
}
