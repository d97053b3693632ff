import { describe, expect, it } from "vitest";
import { countReleaseLine, emptyReleaseCounts, sortedCounts } from "./release-counts";

describe("release counts", () => {
  it("counts per status, source and language, keys sorted whatever the line order", () => {
    const lines = [
      { status: "rejected", source: "veto", language: "zh" },
      { status: "gold", source: "unanimous", language: "en" },
      { status: "gold", source: "adjudicated", language: null },
      { status: "gold", source: "unanimous", language: "en" },
      { status: "gold", source: null, language: "el" },
    ];
    const counts = emptyReleaseCounts();
    for (const line of lines) countReleaseLine(counts, line);
    const reversed = emptyReleaseCounts();
    for (const line of [...lines].reverse()) countReleaseLine(reversed, line);
    const expected = {
      status: { gold: 4, rejected: 1 },
      source: { adjudicated: 1, none: 1, unanimous: 2, veto: 1 },
      language: { el: 1, en: 2, und: 1, zh: 1 },
    };
    expect(sortedCounts(counts)).toEqual(expected);
    expect(JSON.stringify(sortedCounts(reversed))).toBe(JSON.stringify(sortedCounts(counts)));
    expect(Object.keys(sortedCounts(reversed).language)).toEqual(["el", "en", "und", "zh"]);
  });
});
