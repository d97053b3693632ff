import { describe, expect, it } from "vitest";
import { pabak } from "./pabak";

describe("pabak (Byrt, Bishop & Carlin 1993)", () => {
  it.each([
    // Binary: 2·p_o − 1 (the Gwet 2008 table: p_o = 118/125 → 0.888).
    { observed: 118 / 125, k: 2, want: 2 * (118 / 125) - 1 },
    { observed: 0.5, k: 2, want: 0 },
    { observed: 1, k: 2, want: 1 },
    // k categories: (k·p_o − 1)/(k − 1); at chance (p_o = 1/k) it is 0.
    { observed: 0.8, k: 3, want: (3 * 0.8 - 1) / 2 },
    { observed: 1 / 4, k: 4, want: 0 },
    { observed: 0, k: 3, want: -0.5 },
  ])("p_o $observed over $k categories → $want", ({ observed, k, want }) => {
    expect(pabak(observed, k)).toBeCloseTo(want, 12);
  });

  it("is null without items or with fewer than two categories", () => {
    expect(pabak(null, 3)).toBeNull();
    expect(pabak(1, 1)).toBeNull();
  });
});
