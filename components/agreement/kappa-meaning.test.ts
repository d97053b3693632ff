import { describe, expect, it } from "vitest";
import { kappaBand, shortUndefinedReason, undefinedReason, type KappaStats } from "./kappa-meaning";

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
    [
      { n: 0, observed: null, expected: null },
      "n = 0: no item has two annotations with this field yet",
    ],
    [{}, "expected agreement = 1: both raters used a single label"],
    [{ prevalence: 0 }, "expected agreement = 1: neither rater used this code"],
    [{ prevalence: 1 }, "expected agreement = 1: both raters used this code on every item"],
    [{ expected: 0.5 }, "not computable from these ratings"],
  ])("%j → %s", (over, reason) => expect(undefinedReason(s(over))).toBe(reason));
});

describe("shortUndefinedReason", () => {
  it.each<[Partial<KappaStats>, string | null]>([
    [{ kappa: 0.4, expected: 0.5 }, null],
    [{ n: 0, expected: null }, "n = 0"],
    [{ prevalence: 0 }, "code unused"],
    [{ prevalence: 1 }, "always used"],
    [{}, "one label only"],
  ])("%j → %s", (over, reason) =>
    expect(shortUndefinedReason({ n: 10, observed: 1, expected: 1, kappa: null, ...over })).toBe(
      reason,
    ),
  );
});

describe("kappaBand", () => {
  it.each<[number | null, string | null]>([
    [-0.3, "worse than chance"],
    [0, "slight"],
    [0.2, "slight"],
    [0.21, "fair"],
    [0.4, "fair"],
    [0.5, "moderate"],
    [0.7, "substantial"],
    [0.8, "substantial"],
    [0.81, "almost perfect"],
    [1, "almost perfect"],
    [null, null],
  ])("%s → %s", (k, label) => expect(kappaBand(k)?.label ?? null).toBe(label));
});
