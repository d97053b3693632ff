import { describe, expect, it } from "vitest";
import { heatCell, matrixMax } from "./heatmap-scale";

describe("heatCell", () => {
  it("is white at zero, darkest at the maximum, with light text past mid-scale", () => {
    expect(heatCell(0, 10)).toEqual({ background: "rgb(255, 255, 255)", isDark: false });
    expect(heatCell(10, 10)).toEqual({ background: "rgb(67, 56, 202)", isDark: true });
    // Seen failing: white text from 0.55 on, 2.8:1 at 0.6 (issue #40).
    expect(heatCell(6, 10).isDark).toBe(false);
    expect(heatCell(7, 10).isDark).toBe(false);
    expect(heatCell(8, 10).isDark).toBe(true);
  });
  it("grows darker with the value and clamps odd input", () => {
    const red = (v: number) => Number(/rgb\((\d+)/.exec(heatCell(v, 1).background)![1]);
    expect(red(0.2)).toBeGreaterThan(red(0.4));
    expect(heatCell(3, 0).background).toBe("rgb(255, 255, 255)");
    expect(heatCell(2, 1)).toEqual(heatCell(1, 1));
  });
});

describe("matrixMax", () => {
  it("finds the largest finite value", () => {
    expect(
      matrixMax([
        [1, 7],
        [3, Number.NaN],
      ]),
    ).toBe(7);
    expect(matrixMax([])).toBe(0);
  });
});
