/** Grid cells the search interval is cut into before bisecting a sign change. */
const CROSSING_GRID = 512;

/**
 * The point in [from, to] where densities `f` and `g` cross (f − g changes sign), nearest the
 * interval's midpoint when there are several: a grid of CROSSING_GRID cells finds the sign
 * changes, bisection narrows each to 1e-12 of the interval. A grid point where f = g exactly is a
 * crossing only if the sign differs on its two sides (a touch is not a crossing). Null when f − g
 * keeps one sign on the interval (the caller's fallback) or the interval is empty.
 */
export function densityCrossing(opts: {
  f: (x: number) => number;
  g: (x: number) => number;
  from: number;
  to: number;
  grid?: number;
}): number | null {
  const { f, g } = opts;
  const lo = Math.min(opts.from, opts.to);
  const hi = Math.max(opts.from, opts.to);
  if (!(hi > lo)) return null;
  const cells = opts.grid ?? CROSSING_GRID;
  const step = (hi - lo) / cells;
  const d = (x: number) => f(x) - g(x);
  const mid = (lo + hi) / 2;
  let best: number | null = null;
  let lastSign = 0;
  let lastX = lo;
  for (let i = 0; i <= cells; i++) {
    const x = i === cells ? hi : lo + i * step;
    const s = Math.sign(d(x));
    if (s === 0) continue;
    if (lastSign !== 0 && s !== lastSign) {
      const root = bisect(d, lastX, x, (hi - lo) * 1e-12);
      if (best === null || Math.abs(root - mid) < Math.abs(best - mid)) best = root;
    }
    lastSign = s;
    lastX = x;
  }
  return best;
}

/** Halvings after which bisection stops even if `tolerance` is below the doubles' spacing there. */
const MAX_BISECTIONS = 200;

/** A root of `d` in [a, b], where d(a) and d(b) have opposite signs; stops when the midpoint is an end. */
function bisect(d: (x: number) => number, a: number, b: number, tolerance: number): number {
  let left = a;
  let right = b;
  const leftSign = Math.sign(d(a));
  for (let step = 0; step < MAX_BISECTIONS && right - left > tolerance; step++) {
    const m = left / 2 + right / 2;
    // No double strictly between the ends: the interval cannot shrink any more.
    if (m <= left || m >= right) break;
    const s = Math.sign(d(m));
    if (s === 0) return m;
    if (s === leftSign) left = m;
    else right = m;
  }
  return left / 2 + right / 2;
}
