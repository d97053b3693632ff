import { describe, expect, it } from "vitest";
import { alphaIntervals } from "./alpha-interval";
import { codeSetIntervals } from "./code-set-intervals";
import { clearIntervalMemo, memoizedInterval } from "./interval-memo";
import { kappaIntervals } from "./kappa-interval";

describe("memoizedInterval", () => {
  it("computes once per key and hands out copies", () => {
    clearIntervalMemo();
    let calls = 0;
    const compute = () => (calls++, { ci95: [0.1, 0.2] as [number, number] });
    const first = memoizedInterval("k", compute);
    first.ci95[0] = 99;
    expect(memoizedInterval("k", compute)).toEqual({ ci95: [0.1, 0.2] });
    expect(calls).toBe(1);
    memoizedInterval("other", compute);
    expect(calls).toBe(2);
  });

  it("gives the intervals a fresh computation gives, and tells apart every input", () => {
    const matrix = [
      [30, 5, 1],
      [4, 20, 3],
      [2, 2, 10],
    ];
    clearIntervalMemo();
    const cold = kappaIntervals({ matrix, seed: "s", ordinal: true });
    expect(kappaIntervals({ matrix, seed: "s", ordinal: true })).toEqual(cold);
    clearIntervalMemo();
    expect(kappaIntervals({ matrix, seed: "s", ordinal: true })).toEqual(cold);
    // Another seed, another matrix, another level: not the remembered value.
    expect(kappaIntervals({ matrix, seed: "t", ordinal: true }).ci95).not.toEqual(cold.ci95);
    expect(
      kappaIntervals({ matrix: [matrix[0], matrix[1], [2, 3, 10]], seed: "s", ordinal: true }).ci95,
    ).not.toEqual(cold.ci95);
    expect(kappaIntervals({ matrix, seed: "s" })).toEqual({ ci95: cold.ci95 });

    const items = Array.from({ length: 200 }, (_, i) => ({
      a: i % 3 === 0 ? ["x"] : i % 5 === 0 ? ["y"] : [],
      b: i % 3 === 0 || i % 7 === 0 ? ["x"] : i % 5 === 0 ? ["y"] : [],
    }));
    const codes = ["x", "y"];
    const defined = [true, true, true];
    const sets = codeSetIntervals({ items, codes, seed: "s", defined });
    clearIntervalMemo();
    expect(codeSetIntervals({ items, codes, seed: "s", defined })).toEqual(sets);
    expect(codeSetIntervals({ items: items.slice(1), codes, seed: "s", defined })).not.toEqual(
      sets,
    );

    const units = Array.from({ length: 60 }, (_, i) => [i % 3, i % 4 === 0 ? (i + 1) % 3 : i % 3]);
    const alpha = () =>
      alphaIntervals({
        units,
        labels: ["a", "b", "c"],
        levels: ["nominal"],
        point: { nominal: 0.5 },
        seed: "s",
      });
    const a = alpha();
    clearIntervalMemo();
    expect(alpha()).toEqual(a);
    expect(
      alphaIntervals({
        units,
        labels: ["a", "b", "c"],
        levels: ["nominal"],
        point: { nominal: null },
        seed: "s",
      }),
    ).toEqual({ nominal: null });
  });
});
