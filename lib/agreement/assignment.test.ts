import { describe, it, expect } from "vitest";
import { minCostAssignment } from "./assignment";

function totalCost(cost: number[][], assignment: number[]): number {
  return assignment.reduce((s, c, r) => s + cost[r][c], 0);
}

/** Brute force: every injective row → column map. */
function bruteForceMin(cost: number[][]): number {
  const cols = cost[0]?.length ?? 0;
  const used = new Array<boolean>(cols).fill(false);
  const go = (r: number): number => {
    if (r === cost.length) return 0;
    let best = Number.POSITIVE_INFINITY;
    for (let c = 0; c < cols; c++) {
      if (used[c]) continue;
      used[c] = true;
      best = Math.min(best, cost[r][c] + go(r + 1));
      used[c] = false;
    }
    return best;
  };
  return go(0);
}

describe("minCostAssignment", () => {
  it.each([
    { cost: [], expected: [] },
    { cost: [[5]], expected: [0] },
    {
      cost: [
        [4, 1, 3],
        [2, 0, 5],
        [3, 2, 2],
      ],
      expected: [1, 0, 2],
    },
    {
      cost: [
        [1, 2, 3],
        [1, 2, 3],
      ],
      expected: null,
    },
    {
      cost: [
        [9, 1, 9, 9],
        [1, 9, 9, 9],
      ],
      expected: [1, 0],
    },
  ])("cost $cost", ({ cost, expected }) => {
    const result = minCostAssignment(cost);
    if (expected !== null) expect(result).toEqual(expected);
    expect(new Set(result).size).toBe(cost.length);
    expect(totalCost(cost, result)).toBe(cost.length === 0 ? 0 : bruteForceMin(cost));
  });

  it.each([
    { name: "more rows than columns", cost: [[1], [2]] },
    { name: "ragged rows", cost: [[1, 2], [3]] },
  ])("throws on $name", ({ cost }) => {
    expect(() => minCostAssignment(cost)).toThrow();
  });

  it("is optimal on 150 random matrices", () => {
    let seed = 99;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 150; round++) {
      const rows = 1 + Math.floor(next() * 5);
      const cols = rows + Math.floor(next() * 3);
      const cost = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () =>
          next() < 0.2 ? 0 : Math.round(next() * 200 - 100) / 10,
        ),
      );
      const result = minCostAssignment(cost);
      expect(new Set(result).size).toBe(rows);
      expect(Math.abs(totalCost(cost, result) - bruteForceMin(cost))).toBeLessThan(1e-9);
    }
  });
});
