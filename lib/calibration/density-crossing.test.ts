import { describe, expect, it } from "vitest";
import { densityCrossing } from "./density-crossing";

const normal = (mu: number, sigma: number) => (x: number) =>
  Math.exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * Math.sqrt(2 * Math.PI));
const mixture =
  (...parts: [weight: number, f: (x: number) => number][]) =>
  (x: number) =>
    parts.reduce((s, [w, f]) => s + w * f(x), 0);

describe("densityCrossing", () => {
  it("puts two equal-variance normals' crossing at the midpoint of their means", () => {
    expect(
      densityCrossing({ f: normal(0.2, 0.1), g: normal(0.7, 0.1), from: 0.2, to: 0.7 }),
    ).toBeCloseTo(0.45, 3);
    expect(densityCrossing({ f: normal(3, 2), g: normal(-1, 2), from: 3, to: -1 })).toBeCloseTo(
      1,
      3,
    );
  });

  it("finds the analytic root between the means of unequal-variance normals", () => {
    // N(0, 1) = N(3, 2²) ⇔ 3x² + 6x − 9 − 8 ln 2 = 0; the root between the means is the + one.
    const root = (-6 + Math.sqrt(36 + 12 * (9 + 8 * Math.log(2)))) / 6;
    const found = densityCrossing({ f: normal(0, 1), g: normal(3, 2), from: 0, to: 3 })!;
    expect(Math.abs(found - root)).toBeLessThan(1e-3);
  });

  it("finds the crossing of two mirrored normal mixtures at their axis of symmetry", () => {
    const f = mixture([0.5, normal(-3, 1)], [0.5, normal(-1, 0.6)]);
    const g = mixture([0.5, normal(3, 1)], [0.5, normal(1, 0.6)]);
    expect(Math.abs(densityCrossing({ f, g, from: -2, to: 2 })!)).toBeLessThan(1e-3);
  });

  it("takes the crossing nearest the middle when there are several", () => {
    // Unequal variances cross twice on a wide interval: −0.71 (between the means) and −3.3.
    const found = densityCrossing({ f: normal(0, 1), g: normal(3, 2), from: -6, to: 6 })!;
    expect(found).toBeCloseTo((-6 + Math.sqrt(36 + 12 * (9 + 8 * Math.log(2)))) / 6, 3);
  });

  it("is null when the densities do not cross on the interval", () => {
    expect(
      densityCrossing({ f: normal(0, 1), g: (x) => 0.5 * normal(0, 1)(x), from: -1, to: 1 }),
    ).toBeNull();
    expect(densityCrossing({ f: normal(0, 1), g: normal(1, 1), from: 0.5, to: 0.5 })).toBeNull();
  });
});
