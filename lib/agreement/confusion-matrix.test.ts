import { describe, it, expect } from "vitest";
import { confusionMatrix, normalizeColumns, normalizeRows } from "./confusion-matrix";
import type { Label } from "./label-scale";

describe("confusionMatrix", () => {
  it.each<{
    name: string;
    a: Label[];
    b: Label[];
    labels?: Label[];
    expected: { labels: Label[]; matrix: number[][] };
  }>([
    {
      name: "observed scale, rows = A",
      a: ["x", "y", "y", "x"],
      b: ["x", "x", "y", "y"],
      expected: {
        labels: ["x", "y"],
        matrix: [
          [1, 1],
          [1, 1],
        ],
      },
    },
    {
      name: "declared order with an unused label",
      a: [3, 1, 1],
      b: [1, 1, 3],
      labels: [3, 2, 1],
      expected: {
        labels: [3, 2, 1],
        matrix: [
          [0, 0, 1],
          [0, 0, 0],
          [1, 0, 1],
        ],
      },
    },
    {
      name: "items with an undeclared label on either side are dropped",
      a: ["x", "z", "x"],
      b: ["q", "x", "x"],
      labels: ["x", "z"],
      expected: {
        labels: ["x", "z"],
        matrix: [
          [1, 0],
          [1, 0],
        ],
      },
    },
    { name: "empty input", a: [], b: [], expected: { labels: [], matrix: [] } },
  ])("$name", ({ a, b, labels, expected }) => {
    expect(confusionMatrix(a, b, labels)).toEqual(expected);
  });

  it("throws on unequal lengths", () => {
    expect(() => confusionMatrix([1], [])).toThrow();
  });
});

describe("normalization", () => {
  const counts = [
    [2, 2, 0],
    [0, 0, 0],
    [1, 3, 0],
  ];
  it("normalizes rows, leaving zero rows at 0", () => {
    expect(normalizeRows(counts)).toEqual([
      [0.5, 0.5, 0],
      [0, 0, 0],
      [0.25, 0.75, 0],
    ]);
  });
  it("normalizes columns, leaving zero columns at 0", () => {
    expect(normalizeColumns(counts)).toEqual([
      [2 / 3, 0.4, 0],
      [0, 0, 0],
      [1 / 3, 0.6, 0],
    ]);
  });
  it.each([{ fn: normalizeRows }, { fn: normalizeColumns }])(
    "handles an empty matrix ($fn.name)",
    ({ fn }) => {
      expect(fn([])).toEqual([]);
    },
  );
});
