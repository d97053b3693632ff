import { describe, expect, it } from "vitest";
import type { KappaJson } from "@/lib/agreement/agreement-report-types";
import { formatInterval } from "./format";
import { prevalenceNote } from "./prevalence-note";

const block = (
  matrix: number[][],
  labels: (string | boolean)[],
  kappa: number | null,
  ac1: number | null,
): KappaJson => {
  const n = matrix.flat().reduce((s, v) => s + v, 0);
  const observed = matrix.reduce((s, row, i) => s + row[i], 0) / n;
  return {
    n,
    observed,
    expected: null,
    kappa,
    ci95: null,
    ac1,
    pabak: null,
    items_for_half_width_0_1: null,
    confusion: { labels, matrix, row_normalized: [], column_normalized: [] },
  };
};

describe("prevalenceNote", () => {
  it("explains kappa 0 at 88 % agreement when one label dominates (the issue's 'Dev related κ 0.00')", () => {
    // B always said yes; A said yes on 88 of 100: pₒ = 0.88, pₑ = 0.88, κ = 0; 94 % of labels are yes.
    const f = block(
      [
        [0, 12],
        [0, 88],
      ],
      [false, true],
      0,
      0.87,
    );
    expect(prevalenceNote(f)).toEqual({ kappa: "low", percent: 94, label: "yes", ac1: 0.87 });
  });

  it("says undefined when kappa is null and every label is the same", () => {
    expect(
      prevalenceNote(
        block(
          [
            [50, 0],
            [0, 0],
          ],
          ["correct", "incorrect"],
          null,
          1,
        ),
      ),
    ).toEqual({ kappa: "undefined", percent: 100, label: "correct", ac1: 1 });
  });

  it("stays silent when kappa is fine, agreement is low, or no label dominates", () => {
    const good = [
      [45, 5],
      [5, 45],
    ];
    expect(prevalenceNote(block(good, [false, true], 0.8, 0.8))).toBeNull();
    const poor = [
      [20, 30],
      [30, 20],
    ];
    expect(prevalenceNote(block(poor, [false, true], -0.2, -0.2))).toBeNull();
    // pₒ 0.8 but labels balanced: the low kappa (pretend) would be real disagreement, not prevalence.
    const balanced = [
      [40, 10],
      [10, 40],
    ];
    expect(prevalenceNote(block(balanced, [false, true], 0.3, 0.6))).toBeNull();
  });
});

describe("formatInterval", () => {
  it("writes an interval with an en dash and real minus signs", () => {
    expect(formatInterval([-0.125, 0.5])).toBe("\u22120.13–0.50");
    expect(formatInterval(null)).toBe("—");
  });
});
