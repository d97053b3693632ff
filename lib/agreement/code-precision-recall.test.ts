import { describe, expect, it } from "vitest";
import { codePrecisionRecall } from "./code-precision-recall";

describe("codePrecisionRecall", () => {
  it("counts true/false positives per code, null where a denominator is 0", () => {
    const items = [
      { a: ["X", "Y"], b: ["X"] },
      { a: ["X"], b: ["X", "Z"] },
      { a: [], b: ["Z"] },
      { a: ["Y"], b: [] },
    ];
    expect(codePrecisionRecall(items, ["X", "Y", "Z", "W"])).toEqual({
      X: { precision: 1, recall: 1, f1: 1, support: 2 },
      Y: { precision: 0, recall: null, f1: 0, support: 0 },
      Z: { precision: null, recall: 0, f1: 0, support: 2 },
      W: { precision: null, recall: null, f1: null, support: 0 },
    });
  });

  it("gives 2/3 for one hit, one miss and one false alarm", () => {
    const r = codePrecisionRecall(
      [
        { a: ["X"], b: ["X"] },
        { a: ["X"], b: [] },
        { a: [], b: ["X"] },
      ],
      ["X"],
    );
    expect(r.X).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
  });
});
