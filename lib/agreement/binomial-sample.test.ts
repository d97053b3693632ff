import { describe, expect, it } from "vitest";
import { sampleBinomial } from "./binomial-sample";
import { multinomialSampler } from "./multinomial-sample";
import { seededRandom } from "./seeded-random";

/** Exact Binomial(n, p) probabilities, in log space so that n = 12,500 does not underflow. */
function pmf(n: number, p: number): number[] {
  const logs = [n * Math.log1p(-p)];
  for (let k = 0; k < n; k++)
    logs.push(logs[k] + Math.log((n - k) / (k + 1)) + Math.log(p / (1 - p)));
  const max = Math.max(...logs);
  const raw = logs.map((l) => Math.exp(l - max));
  const total = raw.reduce((s, v) => s + v, 0);
  return raw.map((v) => v / total);
}

/** Upper 0.9999 quantile of χ² with df degrees of freedom (Wilson–Hilferty; z = 3.719). */
const chiSquareCritical = (df: number) =>
  df * (1 - 2 / (9 * df) + 3.719 * Math.sqrt(2 / (9 * df))) ** 3;

/** Pearson's χ² of observed draws against the exact pmf, cells with expected count < 5 pooled. */
function chiSquare(draws: number[], n: number, p: number): { stat: number; df: number } {
  const probs = pmf(n, p);
  const observed = new Array<number>(n + 1).fill(0);
  for (const d of draws) observed[d] += 1;
  let stat = 0;
  let cells = 0;
  let pooledO = 0;
  let pooledE = 0;
  for (let k = 0; k <= n; k++) {
    pooledO += observed[k];
    pooledE += probs[k] * draws.length;
    if (pooledE >= 5) {
      stat += (pooledO - pooledE) ** 2 / pooledE;
      cells += 1;
      pooledO = 0;
      pooledE = 0;
    }
  }
  if (pooledE > 0) stat += (pooledO - pooledE) ** 2 / Math.max(pooledE, 1e-12);
  return { stat, df: cells - 1 };
}

describe("sampleBinomial", () => {
  // Each case exercises a branch: inversion (n·min(p, 1−p) ≤ 30), BTPE, and the complement for p > ½.
  it.each([
    { n: 20, p: 0.3 },
    { n: 1000, p: 0.01 },
    { n: 100, p: 0.5 },
    { n: 12500, p: 0.3 },
    { n: 5000, p: 0.9 },
    { n: 300, p: 0.97 },
  ])("matches the exact Binomial($n, $p) distribution (χ² test, 20,000 draws)", ({ n, p }) => {
    const random = seededRandom(`binomial ${n} ${p}`);
    const draws = Array.from({ length: 20_000 }, () => sampleBinomial(random, n, p));
    expect(draws.every((d) => Number.isInteger(d) && d >= 0 && d <= n)).toBe(true);
    const mean = draws.reduce((s, d) => s + d, 0) / draws.length;
    expect(Math.abs(mean - n * p)).toBeLessThan(4 * Math.sqrt((n * p * (1 - p)) / draws.length));
    const { stat, df } = chiSquare(draws, n, p);
    expect(stat).toBeLessThan(chiSquareCritical(df));
  });

  it("is 0 or n at the edges", () => {
    const random = seededRandom("edges");
    expect(sampleBinomial(random, 0, 0.5)).toBe(0);
    expect(sampleBinomial(random, 10, 0)).toBe(0);
    expect(sampleBinomial(random, 10, 1)).toBe(10);
  });
});

describe("multinomialSampler", () => {
  it("draws n items over the cells with mean n·p_i and the multinomial variance, pooled cells included", () => {
    // Large cells (binomials) and one- to three-item cells (picked from the pool).
    const counts = [500, 120, 40, 3, 1, 1, 2, 0, 33];
    const n = counts.reduce((s, c) => s + c, 0);
    const sampler = multinomialSampler(counts);
    const random = seededRandom("multinomial");
    const out = new Int32Array(counts.length);
    const R = 20_000;
    const sum = new Float64Array(counts.length);
    const sq = new Float64Array(counts.length);
    for (let r = 0; r < R; r++) {
      sampler.draw(random, out);
      expect(out.reduce((s, v) => s + v, 0)).toBe(n);
      out.forEach((v, i) => {
        sum[i] += v;
        sq[i] += v * v;
      });
    }
    counts.forEach((c, i) => {
      const p = c / n;
      const mean = sum[i] / R;
      const variance = sq[i] / R - mean * mean;
      expect(Math.abs(mean - n * p)).toBeLessThan(4 * Math.sqrt((n * p * (1 - p)) / R) + 1e-12);
      if (c > 0) expect(variance / (n * p * (1 - p))).toBeCloseTo(1, 1);
    });
  });
});
