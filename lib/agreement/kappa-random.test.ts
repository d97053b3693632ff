import { describe, it, expect } from "vitest";
import { cohenKappa, kappaStats } from "./kappa";
import type { KappaWeights } from "./kappa";
import type { Label } from "./label-scale";
import { seededRandom } from "@/tests/seeded-random";

/**
 * Deliberately naive reference: no confusion matrix. Observed disagreement averages w over the n
 * items; expected disagreement averages w over all n² (item i of A, item j of B) pairings.
 * κ = 1 − D_o / D_e, undefined when D_e = 0.
 */
function naiveKappa(
  a: Label[],
  b: Label[],
  scale: Label[],
  weights: KappaWeights | undefined,
): number | null {
  const keep: number[] = [];
  for (let i = 0; i < a.length; i++) {
    if (scale.includes(a[i]) && scale.includes(b[i])) keep.push(i);
  }
  const n = keep.length;
  if (n === 0) return null;
  const w = (x: Label, y: Label): number => {
    const d = Math.abs(scale.indexOf(x) - scale.indexOf(y));
    if (weights === "linear") return d;
    if (weights === "quadratic") return d * d;
    return d === 0 ? 0 : 1;
  };
  let disagreeObserved = 0;
  for (const i of keep) disagreeObserved += w(a[i], b[i]);
  let disagreeExpected = 0;
  for (const i of keep) for (const j of keep) disagreeExpected += w(a[i], b[j]);
  if (disagreeExpected === 0) return null;
  return 1 - disagreeObserved / n / (disagreeExpected / (n * n));
}

interface RandomCase {
  a: Label[];
  b: Label[];
  labels?: Label[];
  weights?: KappaWeights;
}

function randomCase(next: () => number): RandomCase {
  const k = 1 + Math.floor(next() * 6);
  const useStrings = next() < 0.3;
  const pool: Label[] = Array.from({ length: k }, (_, i) => (useStrings ? `L${i}` : i * 3 - 4));
  const n = Math.floor(next() * 25);
  // Skewed marginals make constant raters and undefined kappas show up regularly.
  const skew = next() * 4;
  const pick = (): Label => pool[Math.floor(Math.pow(next(), skew) * k)];
  const a = Array.from({ length: n }, pick);
  const b = Array.from({ length: n }, () =>
    next() < 0.4 && n > 0 ? a[Math.floor(next() * n)] : pick(),
  );
  const weightRoll = next();
  const weights: KappaWeights | undefined =
    weightRoll < 0.33 ? undefined : weightRoll < 0.66 ? "linear" : "quadratic";
  if (!useStrings && next() < 0.5) return { a, b, weights };
  // Declared scale: shuffled subset of the pool plus unused extras, so items get dropped and gaps appear.
  const declared = pool
    .filter(() => next() < 0.8)
    .concat(useStrings ? ["extra1", "extra2"] : [100, -100]);
  for (let i = declared.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [declared[i], declared[j]] = [declared[j], declared[i]];
  }
  return { a, b, labels: declared, weights };
}

describe("cohenKappa vs naive pairwise implementation", () => {
  const next = seededRandom(20240611);
  const cases = Array.from({ length: 200 }, () => randomCase(next));

  it.each(cases.map((c, i) => ({ i, c })))("random case $i", ({ c }) => {
    const scale = c.labels ?? [...new Set(c.a.concat(c.b))].sort((x, y) => Number(x) - Number(y));
    const expected = naiveKappa(c.a, c.b, scale, c.weights);
    const actual = cohenKappa(c.a, c.b, { labels: c.labels, weights: c.weights });
    if (expected === null) {
      expect(actual).toBeNull();
    } else {
      expect(actual).not.toBeNull();
      expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(1e-9);
    }
    const stats = kappaStats(c.a, c.b, { labels: c.labels, ordinal: true });
    expect(stats.kappa).toBe(cohenKappa(c.a, c.b, { labels: c.labels }));
    expect(stats.kappaLinear).toBe(cohenKappa(c.a, c.b, { labels: c.labels, weights: "linear" }));
    expect(stats.kappaQuadratic).toBe(
      cohenKappa(c.a, c.b, { labels: c.labels, weights: "quadratic" }),
    );
  });

  it("exercises defined, undefined and weighted cases", () => {
    const results = cases.map((c) =>
      cohenKappa(c.a, c.b, { labels: c.labels, weights: c.weights }),
    );
    expect(results.filter((r) => r === null).length).toBeGreaterThan(5);
    expect(results.filter((r) => r !== null && r !== 1 && r !== 0).length).toBeGreaterThan(100);
    expect(
      cases.filter((c) => c.weights !== undefined && c.labels !== undefined).length,
    ).toBeGreaterThan(30);
  });
});
