import { describe, expect, it } from "vitest";
import { MAX_UNDEFINED_SHARE, percentileInterval, quantile } from "./percentile-interval";

describe("quantile (type 7, numpy's default)", () => {
  it.each([
    // numpy.percentile([1, 2, 3, 4], q) = 1.75, 2.5, 3.25; np.percentile(range(1, 1001), 2.5) = 25.975
    { values: [1, 2, 3, 4], p: 0.25, want: 1.75 },
    { values: [1, 2, 3, 4], p: 0.5, want: 2.5 },
    { values: [1, 2, 3, 4], p: 0.75, want: 3.25 },
    { values: Array.from({ length: 1000 }, (_, i) => i + 1), p: 0.025, want: 25.975 },
    { values: Array.from({ length: 1000 }, (_, i) => i + 1), p: 0.975, want: 975.025 },
  ])("p $p", ({ values, p, want }) => {
    expect(quantile(values, p)).toBeCloseTo(want, 9);
  });
});

describe("percentileInterval", () => {
  it("takes the 2.5th and 97.5th percentiles of the defined resamples", () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => 1000 - i);
    expect(percentileInterval(values)).toEqual([25.975, 975.025]);
  });

  it("skips undefined resamples up to a tenth, then is null", () => {
    const some = Float64Array.from({ length: 1000 }, (_, i) =>
      i < 1000 * MAX_UNDEFINED_SHARE ? Number.NaN : i,
    );
    expect(percentileInterval(some)).toEqual([
      quantile(
        Float64Array.from({ length: 900 }, (_, i) => i + 100),
        0.025,
      ),
      quantile(
        Float64Array.from({ length: 900 }, (_, i) => i + 100),
        0.975,
      ),
    ]);
    const many = Float64Array.from({ length: 1000 }, (_, i) =>
      i <= 1000 * MAX_UNDEFINED_SHARE ? Number.NaN : i,
    );
    expect(percentileInterval(many)).toBeNull();
    expect(percentileInterval(new Float64Array(10).fill(Number.NaN))).toBeNull();
  });
});
