import type { Random } from "./seeded-random";

/** Inversion (sequential search from 0), for n·p ≤ 30: numpy's `random_binomial_inversion`. */
function inversion(random: Random, n: number, p: number): number {
  const q = 1 - p;
  const qn = Math.exp(n * Math.log(q));
  const np = n * p;
  const bound = Math.min(n, np + 10 * Math.sqrt(np * q + 1));
  for (;;) {
    let x = 0;
    let px = qn;
    let u = random();
    while (u > px) {
      x++;
      // Past ~10 standard deviations rounding has eaten the tail: start over (as numpy does).
      if (x > bound) break;
      u -= px;
      px = ((n - x + 1) * p * px) / (x * q);
    }
    if (x <= bound) return x;
  }
}

const stirlingTail = (x: number, x2: number): number =>
  (13680 - (462 - (132 - (99 - 140 / x2) / x2) / x2) / x2) / x / 166320;

/**
 * BTPE (Kachitvichyanukul & Schmeiser 1988), exact rejection sampling for n·p > 30 with p ≤ ½;
 * a transcription of numpy's `random_binomial_btpe` (the same constants and steps).
 */
function btpe(random: Random, n: number, p: number): number {
  const r = p;
  const q = 1 - r;
  const fm = n * r + r;
  const m = Math.floor(fm);
  const p1 = Math.floor(2.195 * Math.sqrt(n * r * q) - 4.6 * q) + 0.5;
  const xm = m + 0.5;
  const xl = xm - p1;
  const xr = xm + p1;
  const c = 0.134 + 20.5 / (15.3 + m);
  let a = (fm - xl) / (fm - xl * r);
  const laml = a * (1 + a / 2);
  a = (xr - fm) / (xr * q);
  const lamr = a * (1 + a / 2);
  const p2 = p1 * (1 + 2 * c);
  const p3 = p2 + c / laml;
  const p4 = p3 + c / lamr;
  const nrq = n * r * q;
  for (;;) {
    const u = random() * p4;
    let v = random();
    let y: number;
    if (u <= p1) return Math.floor(xm - p1 * v + u);
    if (u <= p2) {
      const x = xl + (u - p1) / c;
      v = v * c + 1 - Math.abs(m - x + 0.5) / p1;
      if (v > 1) continue;
      y = Math.floor(x);
    } else if (u <= p3) {
      y = Math.floor(xl + Math.log(v) / laml);
      if (y < 0 || v === 0) continue;
      v = v * (u - p2) * laml;
    } else {
      y = Math.floor(xr - Math.log(v) / lamr);
      if (y > n || v === 0) continue;
      v = v * (u - p3) * lamr;
    }
    const k = Math.abs(y - m);
    if (!(k > 20 && k < nrq / 2 - 1)) {
      // Explicit ratio f(y)/f(m) by recursion.
      const s = r / q;
      const aa = s * (n + 1);
      let f = 1;
      if (m < y) for (let i = m + 1; i <= y; i++) f *= aa / i - s;
      else if (m > y) for (let i = y + 1; i <= m; i++) f /= aa / i - s;
      if (v > f) continue;
      return y;
    }
    // Squeeze, then the Stirling-approximated log ratio.
    const rho = (k / nrq) * ((k * (k / 3 + 0.625) + 0.16666666666666666) / nrq + 0.5);
    const t = (-k * k) / (2 * nrq);
    const logV = Math.log(v);
    if (logV < t - rho) return y;
    if (logV > t + rho) continue;
    const x1 = y + 1;
    const f1 = m + 1;
    const z = n + 1 - m;
    const w = n - y + 1;
    const bound =
      xm * Math.log(f1 / x1) +
      (n - m + 0.5) * Math.log(z / w) +
      (y - m) * Math.log((w * r) / (x1 * q)) +
      stirlingTail(f1, f1 * f1) +
      stirlingTail(z, z * z) +
      stirlingTail(x1, x1 * x1) +
      stirlingTail(w, w * w);
    if (logV > bound) continue;
    return y;
  }
}

/**
 * One draw from Binomial(n, p), exact (no normal approximation): inversion when the smaller of
 * n·p, n·(1−p) is ≤ 30, else BTPE; p > ½ draws the complement. O(1) expected time for large n.
 */
export function sampleBinomial(random: Random, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p <= 0.5) return p * n <= 30 ? inversion(random, n, p) : btpe(random, n, p);
  const q = 1 - p;
  return n - (q * n <= 30 ? inversion(random, n, q) : btpe(random, n, q));
}
