import { describe, expect, it } from "vitest";
import { gaussianKde } from "./gaussian-kde";

describe("gaussianKde", () => {
  // scipy 1.10.1: k = gaussian_kde(v); k.factor * sqrt(cov(v)), k(x)
  const v = [0.12, 0.35, 0.4, 0.41, 0.77, 0.9, 1.3];
  const scipy: [number, number][] = [
    [-0.5, 0.019380696915587775],
    [0, 0.42529232276389584],
    [0.4, 0.8684807342679279],
    [1.0, 0.5080719077900838],
    [2.5, 1.3776621608328892e-5],
  ];

  it("has Scott's bandwidth σ·n^(−1/5) as scipy computes it", () => {
    expect(gaussianKde(v)!.bandwidth).toBeCloseTo(0.2735096603178768, 12);
  });

  it.each(scipy)("equals scipy's density at %f within 1e-9", (x, density) => {
    expect(Math.abs(gaussianKde(v)!.density(x) - density)).toBeLessThan(1e-9);
  });

  it("is undefined for fewer than two scores or no spread", () => {
    expect(gaussianKde([])).toBeNull();
    expect(gaussianKde([0.4])).toBeNull();
    expect(gaussianKde([0.4, 0.4, 0.4])).toBeNull();
  });

  it("is undefined for spreads doubles cannot resolve, and finite for far-apart scores", () => {
    expect(gaussianKde([0.5, 0.5 + 1e-16, 0.5 + 2e-16, 0.5 + 3e-16])).toBeNull();
    expect(gaussianKde([0, 5e-324, 1e-323])).toBeNull();
    const wide = gaussianKde([-1e6, 0.2, 0.4, 1e6])!;
    expect(Number.isFinite(wide.bandwidth) && Number.isFinite(wide.density(0.3))).toBe(true);
  });
});
