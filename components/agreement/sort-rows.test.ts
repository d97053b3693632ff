import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./sort-rows";

const rows = [
  { id: "a", k: 0.5 },
  { id: "b", k: null },
  { id: "c", k: 0.9 },
  { id: "d", k: -0.1 },
  { id: "e", k: 0.5 },
];

describe("sortRows", () => {
  it("sorts both ways with undefined values last and ties in input order", () => {
    expect(sortRows(rows, (r) => r.k, "descending").map((r) => r.id)).toEqual([
      "c",
      "a",
      "e",
      "d",
      "b",
    ]);
    expect(sortRows(rows, (r) => r.k, "ascending").map((r) => r.id)).toEqual([
      "d",
      "a",
      "e",
      "c",
      "b",
    ]);
  });
  it("sorts text and leaves its input alone", () => {
    const names = [{ n: "MS-LT" }, { n: "LG-GR1" }, { n: "SE-HA1" }];
    expect(sortRows(names, (r) => r.n, "ascending").map((r) => r.n)).toEqual([
      "LG-GR1",
      "MS-LT",
      "SE-HA1",
    ]);
    expect(names[0].n).toBe("MS-LT");
  });
});

describe("nextSort", () => {
  it("starts a new column descending and flips the same column", () => {
    const s1 = nextSort({ key: "code", direction: "ascending" }, "kappa");
    expect(s1).toEqual({ key: "kappa", direction: "descending" });
    expect(nextSort(s1, "kappa")).toEqual({ key: "kappa", direction: "ascending" });
    expect(nextSort(s1, "code", "ascending")).toEqual({ key: "code", direction: "ascending" });
  });
});
