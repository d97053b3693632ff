import { describe, it, expect } from "vitest";
import { matchLists } from "./matching";

/** Similarity read from a table keyed by the entries themselves ("a0", "b1", …). */
function tableSimilarity(table: number[][]): (a: string, b: string) => number {
  return (a, b) => table[Number(a.slice(1))][Number(b.slice(1))];
}
const names = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Brute force over all matchings: best (cardinality, total similarity), lexicographically. */
function bruteForceBest(
  table: number[][],
  nb: number,
  threshold: number,
): { count: number; total: number } {
  const used = new Array<boolean>(nb).fill(false);
  const go = (i: number): { count: number; total: number } => {
    if (i === table.length) return { count: 0, total: 0 };
    let best = go(i + 1);
    for (let j = 0; j < nb; j++) {
      if (used[j] || table[i][j] < threshold) continue;
      used[j] = true;
      const rest = go(i + 1);
      used[j] = false;
      const cand = { count: rest.count + 1, total: rest.total + table[i][j] };
      if (cand.count > best.count || (cand.count === best.count && cand.total > best.total + 1e-12))
        best = cand;
    }
    return best;
  };
  return go(0);
}

describe("matchLists with text similarity", () => {
  it("matches equivalent entries across wording and order", () => {
    const a = ["User login", "Export report to CSV", "ユーザー登録"];
    const b = ["ユーザー登録機能", "login for user", "Delete account"];
    const result = matchLists(a, b, { threshold: 0.5 });
    expect(result.pairs).toEqual([
      { a: 0, b: 1, similarity: 2 / 3 },
      { a: 2, b: 0, similarity: 5 / 7 },
    ]);
    expect(result.unmatchedA).toEqual([1]);
    expect(result.unmatchedB).toEqual([2]);
    expect(result.precision).toBeCloseTo(2 / 3, 12);
    expect(result.recall).toBeCloseTo(2 / 3, 12);
    expect(result.f1).toBeCloseTo(2 / 3, 12);
  });

  it.each([
    { name: "both empty", a: [], b: [], precision: 1, recall: 1, f1: 1 },
    { name: "A empty", a: [], b: ["x"], precision: 0, recall: 0, f1: 0 },
    { name: "B empty", a: ["x"], b: [], precision: 0, recall: 0, f1: 0 },
    { name: "identical lists", a: ["x y", "z"], b: ["z", "x y"], precision: 1, recall: 1, f1: 1 },
    // 1 match, |A| = 1, |B| = 3: precision ⅓, recall 1, f1 = 2/4.
    {
      name: "B over-generates",
      a: ["x"],
      b: ["x", "y", "w"],
      precision: 1 / 3,
      recall: 1,
      f1: 0.5,
    },
    {
      name: "blank entries never match",
      a: ["", "?"],
      b: ["", "?"],
      precision: 0,
      recall: 0,
      f1: 0,
    },
  ])("$name", ({ a, b, precision, recall, f1 }) => {
    const result = matchLists(a, b, { threshold: 0.5 });
    expect(result.precision).toBeCloseTo(precision, 12);
    expect(result.recall).toBeCloseTo(recall, 12);
    expect(result.f1).toBeCloseTo(f1, 12);
    expect(result.pairs.length + result.unmatchedA.length).toBe(a.length);
    expect(result.pairs.length + result.unmatchedB.length).toBe(b.length);
  });

  it.each([{ threshold: 0 }, { threshold: 1.5 }, { threshold: Number.NaN }])(
    "rejects threshold $threshold",
    ({ threshold }) => {
      expect(() => matchLists(["a"], ["a"], { threshold })).toThrow();
    },
  );

  it("rejects similarities outside [0, 1]", () => {
    expect(() => matchLists(["a"], ["b"], { threshold: 0.5, similarity: () => 2 })).toThrow();
  });
});

describe("matchLists optimality", () => {
  it.each([
    // Greedy best-first would take a0–b0 (0.9) and strand a1; maximum cardinality needs 2 pairs.
    {
      name: "cardinality beats greedy",
      table: [
        [0.9, 0.8],
        [0.7, 0.1],
      ],
      pairs: [
        [0, 1],
        [1, 0],
      ],
    },
    // Both perfect matchings have 2 pairs; 0.85 + 0.85 > 0.9 + 0.5.
    {
      name: "max total among max matchings",
      table: [
        [0.9, 0.85],
        [0.85, 0.5],
      ],
      pairs: [
        [0, 1],
        [1, 0],
      ],
    },
    {
      name: "threshold removes edges",
      table: [
        [0.4, 0.3],
        [0.2, 0.45],
      ],
      pairs: [],
    },
    // Totals: a0b1 + a1b0 = 1.8 beats a0b2 + a1b1 = 1.65, although a1's best partner is b1.
    {
      name: "wider B",
      table: [
        [0.6, 0.9, 0.7],
        [0.9, 0.95, 0.1],
      ],
      pairs: [
        [0, 1],
        [1, 0],
      ],
    },
    { name: "taller A", table: [[0.6], [0.9], [0.7]], pairs: [[1, 0]] },
  ])("$name", ({ table, pairs }) => {
    const nb = table[0].length;
    const result = matchLists(names("a", table.length), names("b", nb), {
      threshold: 0.5,
      similarity: tableSimilarity(table),
    });
    expect(result.pairs.map((p) => [p.a, p.b])).toEqual(pairs);
  });

  it("agrees with brute force on 200 random similarity tables", () => {
    let seed = 4242;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 200; round++) {
      const na = Math.floor(next() * 6);
      const nb = Math.floor(next() * 6);
      const table = Array.from({ length: na }, () =>
        Array.from({ length: nb }, () => Math.round(next() * 20) / 20),
      );
      const threshold = 0.05 + next() * 0.9;
      const result = matchLists(names("a", na), names("b", nb), {
        threshold,
        similarity: tableSimilarity(table),
      });
      const best = bruteForceBest(table, nb, threshold);
      expect(result.pairs.length).toBe(best.count);
      const total = result.pairs.reduce((s, p) => s + p.similarity, 0);
      expect(Math.abs(total - best.total)).toBeLessThan(1e-9);
      expect(
        result.pairs.every((p) => p.similarity >= threshold && p.similarity === table[p.a][p.b]),
      ).toBe(true);
      expect(new Set(result.pairs.map((p) => p.b)).size).toBe(result.pairs.length);
    }
  });
});
