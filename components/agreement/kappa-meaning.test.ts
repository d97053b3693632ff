import { describe, expect, it } from "vitest";
import { kappaBand, undefinedReason, type KappaStats } from "./kappa-meaning";

describe("undefinedReason", () => {
  const s = (over: Partial<KappaStats>): KappaStats => ({
    n: 10,
    observed: 1,
    expected: 1,
    kappa: null,
    ...over,
  });
  it.each<[Partial<KappaStats>, string | null]>([
    [{ kappa: 0.4, expected: 0.5, observed: 0.7 }, null],
    [{ kappa: 0, expected: 0.5, observed: 0.5 }, null],
    [{ n: 0, observed: null, expected: null }, "noItems"],
    [{}, "oneLabel"],
    [{ prevalence: 0 }, "codeUnused"],
    [{ prevalence: 1 }, "codeAlways"],
    [{ expected: 0.5 }, "notComputable"],
  ])("%j → %s", (over, reason) => expect(undefinedReason(s(over))).toBe(reason));
});

describe("kappaBand", () => {
  it.each<[number | null, string | null]>([
    [-0.3, "worseThanChance"],
    [0, "slight"],
    [0.2, "slight"],
    [0.21, "fair"],
    [0.4, "fair"],
    [0.5, "moderate"],
    [0.7, "substantial"],
    [0.8, "substantial"],
    [0.81, "almostPerfect"],
    [1, "almostPerfect"],
    [null, null],
  ])("%s → %s", (k, label) => expect(kappaBand(k)?.label ?? null).toBe(label));
});
