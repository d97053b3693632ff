import { describe, expect, it } from "vitest";
import { readmeListsAtCap } from "@/tests/readme-at-cap";
import {
  functionalitiesOf,
  functionalityAgreement,
  matchFunctionalities,
} from "./functionality-agreement";

/** Entries with their own non-overlapping spans, so only the paraphrases can make them match. */
const list = (...texts: string[]) => ({
  functionalities: texts.map((abstractive, i) => ({
    extractive: { start: 100 * i, end: 100 * i + 10, text: "x" },
    abstractive,
  })),
});
const shifted = (offset: number, ...texts: string[]) => ({
  functionalities: texts.map((abstractive, i) => ({
    extractive: { start: offset + 100 * i, end: offset + 100 * i + 10, text: "x" },
    abstractive,
  })),
});

describe("functionality agreement", () => {
  it("reads paraphrases and spans, skipping malformed entries", () => {
    expect(functionalitiesOf(list("a b", "c"))).toEqual([
      { abstractive: "a b", extractive: { start: 0, end: 10 } },
      { abstractive: "c", extractive: { start: 100, end: 110 } },
    ]);
    expect(functionalitiesOf({ functionalities: "nope" })).toEqual([]);
    expect(functionalitiesOf({ functionalities: [null, { abstractive: 3 }] })).toEqual([]);
  });

  it("matches by paraphrase or by span, one to one, above the threshold", () => {
    expect(
      matchFunctionalities(
        list("parse json files", "send mail"),
        shifted(5000, "parse json", "render html"),
        0.5,
      ),
    ).toEqual({
      matched: 1,
      sizeA: 2,
      sizeB: 2,
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
    // Jaccard of "parse json files" and "parse json" is 2/3: below 0.7 they match only by span.
    expect(
      matchFunctionalities(list("parse json files"), shifted(5000, "parse json"), 0.7).matched,
    ).toBe(0);
    expect(
      matchFunctionalities(list("parse json files"), shifted(1, "completely different"), 0.7)
        .matched,
    ).toBe(1);
    // Threshold 0 is the queue's "any two entries match".
    expect(matchFunctionalities(list("x", "y"), shifted(5000, "z"), 0)).toMatchObject({
      matched: 1,
      sizeA: 2,
      sizeB: 1,
    });
  });

  it("sums matches for micro scores and averages items for macro", () => {
    const json = functionalityAgreement([
      { matched: 1, sizeA: 1, sizeB: 3, precision: 1 / 3, recall: 1, f1: 0.5 },
      { matched: 0, sizeA: 0, sizeB: 0, precision: 1, recall: 1, f1: 1 },
    ]);
    expect(json).toEqual({
      n: 2,
      matched: 1,
      size_a: 1,
      size_b: 3,
      precision: 1 / 3,
      recall: 1,
      f1: 0.5,
      macro: { precision: 2 / 3, recall: 1, f1: 0.75 },
    });
    expect(functionalityAgreement([])).toMatchObject({
      n: 0,
      precision: null,
      recall: null,
      f1: null,
      macro: { f1: null },
    });
  });
});

describe("matchFunctionalities across agreement requests", () => {
  it("matches two lists at the README cap once: a later request's copies of them come from memory", () => {
    const { a, b } = readmeListsAtCap({ seed: 59 });
    const first = matchFunctionalities({ functionalities: a }, { functionalities: b }, 0.5);
    const cpu = process.cpuUsage();
    const again = matchFunctionalities(
      { functionalities: structuredClone(a) },
      { functionalities: structuredClone(b) },
      0.5,
    );
    const used = process.cpuUsage(cpu);
    expect(again).toEqual(first);
    // Fingerprinting ~1 MB of JSON, where matching it takes ~0.1 s (and took 56 s).
    expect((used.user + used.system) / 1000).toBeLessThan(60);
    expect(
      matchFunctionalities({ functionalities: a }, { functionalities: b.slice(1) }, 0.5).sizeB,
    ).toBe(199);
  });
});
