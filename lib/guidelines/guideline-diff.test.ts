import { describe, expect, it } from "vitest";
import { guidelineDiff, lineDiff } from "./guideline-diff";

describe("guidelineDiff", () => {
  it("names the instructions first, then each changed label by key; equal JSON is no change", () => {
    const before = { instructions: "a", labels: { x: [1, 2], y: { p: 1, q: 2 }, z: 0.5 } };
    expect(
      guidelineDiff(before, {
        instructions: "a",
        labels: { z: 0.5, y: { q: 2, p: 1 }, x: [1, 2] },
      }),
    ).toEqual([]);
    expect(
      guidelineDiff(before, { instructions: "b", labels: { x: [2, 1], y: { p: 1, q: 2 }, w: 1 } }),
    ).toEqual([
      { field: "instructions", before: "a", after: "b" },
      { field: "w", before: null, after: 1 },
      { field: "x", before: [1, 2], after: [2, 1] },
      { field: "z", before: 0.5, after: null },
    ]);
  });
});

describe("lineDiff", () => {
  const ops = (a: string, b: string) =>
    lineDiff(a, b).map((c) => `${{ same: " ", added: "+", removed: "-" }[c.op]}${c.text}`);

  it("keeps common lines and marks the removed before the added", () => {
    expect(ops("a\nb\nc\nd", "a\nc\nx\nd")).toEqual([" a", "-b", " c", "+x", " d"]);
    expect(ops("a\nb", "a\nB")).toEqual([" a", "-b", "+B"]);
  });

  it("handles empty texts", () => {
    expect(ops("", "")).toEqual([]);
    expect(ops("", "new")).toEqual(["+new"]);
    expect(ops("old\nrule", "")).toEqual(["-old", "-rule"]);
  });

  it("finds the longest common run in the middle", () => {
    expect(ops("h\n1\n2\n3\n4\nt", "h\n0\n2\n3\n5\nt")).toEqual([
      " h",
      "-1",
      "+0",
      " 2",
      " 3",
      "-4",
      "+5",
      " t",
    ]);
  });

  it("is bounded: a middle too large for the table comes out replaced, the ends kept", () => {
    const many = (p: string) => Array.from({ length: 600 }, (_, i) => `${p}${i}`).join("\n");
    const changes = lineDiff(`top\n${many("a")}\nend`, `top\n${many("b")}\nend`);
    expect(changes).toHaveLength(1202);
    expect(changes[0]).toEqual({ op: "same", text: "top" });
    expect(changes[1]).toEqual({ op: "removed", text: "a0" });
    expect(changes[601]).toEqual({ op: "added", text: "b0" });
    expect(changes.at(-1)).toEqual({ op: "same", text: "end" });
  });
});
