import { describe, expect, it } from "vitest";
import { codeSetIntervals } from "./code-set-intervals";
import { clearIntervalMemo } from "./interval-memo";
import { seededRandom } from "./seeded-random";

const codes = ["a", "b", "c", "d"];
const random = seededRandom("code lists");
const pick = () => codes.filter(() => random() < 0.4);
const items = Array.from({ length: 600 }, () => ({ a: pick(), b: pick() }));
const intervals = (list: typeof items) => {
  clearIntervalMemo();
  return codeSetIntervals({
    items: list,
    codes,
    seed: "s",
    defined: [true, true, true, true, true],
  });
};

describe("codeSetIntervals' code lists", () => {
  it("reads each list as a set of known codes: order, repeats and unknown codes do not matter", () => {
    const messy = items.map(({ a, b }) => ({
      a: [...a].reverse().concat(a.slice(0, 1), ["unknown"]),
      b: ["unknown", ...b, ...b],
    }));
    expect(intervals(messy)).toEqual(intervals(items));
  });
});
