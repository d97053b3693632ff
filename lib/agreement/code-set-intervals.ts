import { sampleBinomial } from "./binomial-sample";
import { memoizedInterval } from "./interval-memo";
import { RESAMPLES } from "./bootstrap-cells";
import { percentileInterval, type Interval } from "./percentile-interval";
import { seededStream, tallyDraws, type SeededStream } from "./seeded-random";

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

/** Numbers each distinct code set (its known codes' sorted positions) of a block; 0 is the empty set. */
function codeSetIds(codes: readonly string[]) {
  const position = new Map(codes.map((c, i) => [c, i]));
  const single = new Int32Array(codes.length).fill(-1);
  const byKey = new Map<string, number>();
  const positions: number[][] = [[]];
  const add = (list: number[]) => positions.push(list) - 1;
  const ofPositions = (list: number[]): number => {
    if (list.length < 2) return list.length === 0 ? 0 : ofSingle(list[0]);
    const key = list.join(",");
    let id = byKey.get(key);
    if (id === undefined) byKey.set(key, (id = add(list)));
    return id;
  };
  const ofSingle = (p: number) => (single[p] >= 0 ? single[p] : (single[p] = add([p])));
  const id = (list: readonly string[]): number => {
    if (list.length === 0) return 0;
    if (list.length === 1) {
      const p = position.get(list[0]);
      return p === undefined ? 0 : ofSingle(p);
    }
    return ofPositions(sortedPositions(list, position));
  };
  return { id, positions };
}

/** The known codes' positions, ascending, each once (lists are short: an insertion sort). */
function sortedPositions(list: readonly string[], position: Map<string, number>): number[] {
  const out: number[] = [];
  for (const code of list) {
    const p = position.get(code);
    if (p === undefined || out.includes(p)) continue;
    let k = out.length;
    for (; k > 0 && out[k - 1] > p; k--) out[k] = out[k - 1];
    out[k] = p;
  }
  return out;
}

/** A type's entries (position · 3 + cell), ascending, from the two sets' sorted positions. */
function typeEntries(a: readonly number[], b: readonly number[]): number[] {
  const list: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j === b.length || (i < a.length && a[i] < b[j])) list.push(a[i++] * 3 + A_ONLY);
    else if (i === a.length || b[j] < a[i]) list.push(b[j++] * 3 + B_ONLY);
    else {
      list.push(a[i] * 3 + BOTH);
      i++;
      j++;
    }
  }
  return list;
}

/** Items with the same cells are interchangeable, so resampling is a multinomial over types. */
function itemTypes(
  items: readonly { a: readonly string[]; b: readonly string[] }[],
  codes: readonly string[],
): { entries: number[][]; counts: number[] } {
  const sets = codeSetIds(codes);
  // Ids stay below the item count, so idA · span + idB is an exact number.
  const span = 2 * items.length + 1;
  const byKey = new Map<number, number>();
  const entries: number[][] = [];
  const counts: number[] = [];
  for (const { a, b } of items) {
    const idA = sets.id(a);
    const idB = sets.id(b);
    let t = byKey.get(idA * span + idB);
    if (t === undefined) {
      byKey.set(idA * span + idB, (t = entries.length));
      entries.push(typeEntries(sets.positions[idA], sets.positions[idB]));
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

/**
 * A block's types laid out for the draws. Small types are numbered 0…small − 1 in their order,
 * the pool holds each small type once per item, and `cellTypes` lists per cell the small types
 * holding it, so that a resample's cells are gathered from the picks without a pass per type.
 */
interface Layout {
  n: number;
  pool: Int32Array;
  smallCount: number;
  cellStart: Int32Array;
  cellTypes: Int32Array;
  large: number[];
  largeMass: number;
  counts: number[];
  entries: number[][];
}

function layout(entries: number[][], counts: number[], size: number): Layout {
  const large = counts.map((_, t) => t).filter((t) => counts[t] >= POOL_BELOW);
  large.sort((x, y) => counts[y] - counts[x]);
  const small = counts.map((_, t) => t).filter((t) => counts[t] < POOL_BELOW);
  const pool = new Int32Array(small.reduce((sum, t) => sum + counts[t], 0));
  for (let s = 0, from = 0; s < small.length; from += counts[small[s]], s++)
    pool.fill(s, from, from + counts[small[s]]);
  const largeMass = large.reduce((sum, t) => sum + counts[t], 0);
  const smallEntries = small.map((t) => entries[t]);
  const byCell = cellIndex(smallEntries, size * 3);
  return {
    n: largeMass + pool.length,
    pool,
    smallCount: small.length,
    ...byCell,
    large,
    largeMass,
    counts,
    entries,
  };
}

/** Per cell, the small types holding it: cellTypes[cellStart[e]] … cellTypes[cellStart[e + 1] − 1]. */
function cellIndex(small: number[][], cellCount: number) {
  const cellStart = new Int32Array(cellCount + 1);
  for (const list of small) for (const e of list) cellStart[e + 1] += 1;
  for (let e = 0; e < cellCount; e++) cellStart[e + 1] += cellStart[e];
  const next = cellStart.slice(0, cellCount);
  const cellTypes = new Int32Array(cellStart[cellCount]);
  small.forEach((list, s) => list.forEach((e) => (cellTypes[next[e]++] = s)));
  return { cellStart, cellTypes };
}

/** One resample's items per (code, cell): the pool's picks, then a binomial per large type. */
function drawCells(at: Layout, stream: SeededStream, picked: Int32Array, cells: Float64Array) {
  const { n, pool, cellStart, cellTypes, large, counts } = at;
  const inPool = pool.length === 0 ? 0 : sampleBinomial(stream.random, n, pool.length / n);
  tallyDraws(stream, inPool, pool, picked);
  // Sums of whole item counts, exact in any order.
  for (let e = 0; e < cells.length; e++) {
    let sum = 0;
    for (let i = cellStart[e], end = cellStart[e + 1]; i < end; i++) sum += picked[cellTypes[i]];
    cells[e] = sum;
  }
  picked.fill(0);
  let left = n - inPool;
  let mass = at.largeMass;
  for (let k = 0; k < large.length && left > 0; k++) {
    const w = counts[large[k]];
    const x = w >= mass ? left : sampleBinomial(stream.random, left, w / mass);
    left -= x;
    mass -= w;
    if (x > 0) for (const e of at.entries[large[k]]) cells[e] += x;
  }
}

/** Each code's binary kappa of resample r and their mean (the macro, last), NaN where undefined. */
function storeKappas(cells: Float64Array, n: number, values: Float64Array[], r: number): void {
  const size = values.length - 1;
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

function drawCodeSetIntervals(
  { entries, counts }: { entries: number[][]; counts: number[] },
  size: number,
  opts: { codes: readonly string[]; seed: string; defined: readonly boolean[]; resamples?: number },
): CodeSetIntervals {
  const resamples = opts.resamples ?? RESAMPLES;
  const at = layout(entries, counts, size);
  const stream = seededStream(opts.seed);
  const picked = new Int32Array(at.smallCount);
  const cells = new Float64Array(size * 3);
  const values = Array.from({ length: size + 1 }, () =>
    new Float64Array(resamples).fill(Number.NaN),
  );
  for (let r = 0; r < resamples; r++) {
    drawCells(at, stream, picked, cells);
    storeKappas(cells, at.n, values, r);
  }
  const interval = (i: number): Interval =>
    opts.defined[i] ? percentileInterval(values[i]) : null;
  return { codes: opts.codes.map((_, p) => interval(p)), macro: interval(size) };
}
