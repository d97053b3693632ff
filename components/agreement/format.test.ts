import { describe, expect, it } from "vitest";
import { fieldLabel, formatShare, formatStat, localDecimals, scaleLabel } from "./format";

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

describe("decimals in the viewer's language", () => {
  it("writes a decimal comma where the locale has one, and keeps English as toFixed", () => {
    expect(formatStat(-0.25, 2, "el")).toBe("\u22120,25");
    expect(formatShare(0.125, "ru")).toBe("12,5 %");
    expect(formatStat(0.5, 2, "zh")).toBe("0.50");
    expect(localDecimals("36.5–39.9", "nl")).toBe("36,5–39,9");
    expect(localDecimals("36.5", "en")).toBe("36.5");
  });
});
