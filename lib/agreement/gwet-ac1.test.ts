import { describe, expect, it } from "vitest";
import { gwetAc1 } from "./gwet-ac1";
import { kappaFromConfusion } from "./kappa";

describe("gwetAc1", () => {
  it("stays high where kappa collapses: the high-agreement 2×2 paradox of Gwet (2008, §2)", () => {
    // 125 subjects, rows rater A (+, −), columns rater B: (+,+) 118, (+,−) 5, (−,+) 2, (−,−) 0.
    // By hand from Gwet's two-rater AC1: p_a = 118/125 = 0.944; π₊ = (123 + 120)/250 = 0.972,
    // π₋ = 0.028; p_e = [π₊(1−π₊) + π₋(1−π₋)]/(2−1) = 2·0.972·0.028 = 0.054432;
    // AC1 = (0.944 − 0.054432)/(1 − 0.054432) = 55598/59098 = 0.94078…, while Cohen's kappa is
    // (0.944 − 0.94528)/(1 − 0.94528) = −0.0234 (p_e = (123·120 + 2·5)/125²).
    const table = [
      [118, 5],
      [2, 0],
    ];
    expect(gwetAc1(table)).toBeCloseTo(55598 / 59098, 12);
    expect(kappaFromConfusion(table)).toBeCloseTo(-0.00128 / 0.05472, 12);
  });

  it("uses every declared category: three categories worked by hand", () => {
    // n = 30, p_a = 24/30; row sums 12, 8, 10 and column sums 11, 8, 11, so π = 23/60, 16/60, 21/60;
    // Σ π(1 − π) = (23·37 + 16·44 + 21·39)/3600 = 2374/3600, p_e = that / (3 − 1) = 1187/3600;
    // AC1 = (2880 − 1187)/(3600 − 1187) = 1693/2413.
    expect(
      gwetAc1([
        [10, 2, 0],
        [1, 5, 2],
        [0, 1, 9],
      ]),
    ).toBeCloseTo(1693 / 2413, 12);
  });

  it("counts a declared but unused category in k: it lowers chance agreement", () => {
    // The same 2×2 table over a declared third category: π = (0.972, 0.028, 0), p_e = 0.054432/2.
    const pe = 0.054432 / 2;
    expect(
      gwetAc1([
        [118, 5, 0],
        [2, 0, 0],
        [0, 0, 0],
      ]),
    ).toBeCloseTo((0.944 - pe) / (1 - pe), 12);
  });

  it("is 1 at full agreement, even with one label only (where kappa is undefined)", () => {
    const table = [
      [40, 0],
      [0, 0],
    ];
    expect(gwetAc1(table)).toBe(1);
    expect(kappaFromConfusion(table)).toBeNull();
  });

  it("is null with no item or fewer than two declared categories", () => {
    expect(
      gwetAc1([
        [0, 0],
        [0, 0],
      ]),
    ).toBeNull();
    expect(gwetAc1([[7]])).toBeNull();
  });
});
