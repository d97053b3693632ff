import { describe, expect, it } from "vitest";
import { simpleQaFigures } from "./simpleqa-figures";

describe("simpleQaFigures", () => {
  it.each([
    // correct, incorrect, not attempted → correct share, given attempted, F = 2·c·g / (c + g)
    { counts: [6, 2, 2], correct: 0.6, cga: 0.75, f: (2 * 0.6 * 0.75) / 1.35 },
    { counts: [4, 4, 2], correct: 0.4, cga: 0.5, f: 0.4 / 0.9 },
    { counts: [3, 0, 0], correct: 1, cga: 1, f: 1 },
    { counts: [0, 5, 5], correct: 0, cga: 0, f: 0 },
    { counts: [0, 0, 4], correct: 0, cga: null, f: null },
  ])(
    "$counts → correct $correct, correct given attempted $cga, F $f",
    ({ counts: [correct, incorrect, notAttempted], ...want }) => {
      const figures = simpleQaFigures({ correct, incorrect, notAttempted });
      expect(figures.n).toBe(correct + incorrect + notAttempted);
      expect(figures.correct).toBeCloseTo(want.correct, 12);
      if (want.cga === null) expect(figures.correctGivenAttempted).toBeNull();
      else expect(figures.correctGivenAttempted).toBeCloseTo(want.cga, 12);
      if (want.f === null) expect(figures.fScore).toBeNull();
      else expect(figures.fScore).toBeCloseTo(want.f, 12);
      expect(figures.notAttempted).toBeCloseTo(notAttempted / figures.n, 12);
    },
  );

  it("is all null for no answers", () => {
    expect(simpleQaFigures({ correct: 0, incorrect: 0, notAttempted: 0 })).toEqual({
      n: 0,
      correct: null,
      incorrect: null,
      notAttempted: null,
      correctGivenAttempted: null,
      fScore: null,
    });
  });
});
