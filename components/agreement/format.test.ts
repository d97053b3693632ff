import { describe, expect, it } from "vitest";
import { fieldLabel, formatShare, formatStat, scaleLabel } from "./format";

describe("formatStat", () => {
  it.each([
    [0.6612, "0.66"],
    [1, "1.00"],
    [0, "0.00"],
    [-0.25, "\u22120.25"],
    [-0.001, "0.00"],
    [null, "—"],
    [undefined, "—"],
    [Number.NaN, "—"],
  ])("%s → %s", (v, text) => expect(formatStat(v)).toBe(text));
  it("takes the number of digits", () => expect(formatStat(0.12345, 3)).toBe("0.123"));
});

describe("labels", () => {
  it.each([
    ["accuracy", "Accuracy"],
    ["answer_label", "Answer label"],
    ["validation_rating", "Validation rating"],
  ])("%s → %s", (n, l) => expect(fieldLabel(n)).toBe(l));
  it("scale values and shares", () => {
    expect([
      scaleLabel(true),
      scaleLabel(false),
      scaleLabel("partially_correct"),
      scaleLabel(4),
    ]).toEqual(["yes", "no", "partially correct", "4"]);
    expect([formatShare(0.125), formatShare(null)]).toEqual(["12.5 %", "—"]);
  });
});
