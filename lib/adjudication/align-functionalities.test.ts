import { describe, expect, it } from "vitest";
import { alignFunctionalities, type Functionality } from "./align-functionalities";

const f = (abstractive: string, start: number, end: number): Functionality => ({
  extractive: { start, end, text: "x".repeat(end - start) },
  abstractive,
});

describe("alignFunctionalities", () => {
  it("pairs similar entries one-to-one and keeps both lists' order", () => {
    const a = [
      f("trade stocks online", 0, 10),
      f("show a portfolio", 20, 30),
      f("export reports as csv", 40, 50),
    ];
    const b = [
      f("login with oauth", 60, 70),
      f("trade stocks online quickly", 0, 9),
      f("export reports as csv files", 40, 50),
    ];
    expect(alignFunctionalities(a, b, 0.5)).toEqual([
      { a: null, b: 0, similarity: null },
      { a: 0, b: 1, similarity: expect.any(Number) },
      { a: 1, b: null, similarity: null },
      { a: 2, b: 2, similarity: expect.any(Number) },
    ]);
  });

  it("matches by span overlap when the paraphrases share no words", () => {
    const rows = alignFunctionalities(
      [f("Εφαρμογή μετοχών", 5, 40)],
      [f("stock trading sample", 5, 40)],
      0.5,
    );
    expect(rows).toEqual([{ a: 0, b: 0, similarity: 1 }]);
  });

  it("handles empty lists", () => {
    expect(alignFunctionalities([], [f("x", 0, 1)], 0.5)).toEqual([
      { a: null, b: 0, similarity: null },
    ]);
    expect(alignFunctionalities([], [], 0.5)).toEqual([]);
  });
});
