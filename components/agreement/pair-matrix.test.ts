import { describe, expect, it } from "vitest";
import type { PairJson } from "@/lib/agreement/agreement-report-types";
import { pairMatrix } from "./pair-matrix";

const pair = (a: string, b: string, n: number, kappa: number | null): PairJson => ({
  annotators: [a, b],
  n,
  fields: {
    accuracy: {
      n: n - 1,
      observed: 0.8,
      expected: 0.5,
      kappa,
      ci95: null,
      ac1: null,
      pabak: null,
      items_for_half_width_0_1: null,
    },
  },
});

describe("pairMatrix", () => {
  it("is symmetric, sorted by annotator, empty on the diagonal and for pairs that never met", () => {
    const { annotators, cells } = pairMatrix(
      [pair("ben@x", "ana@x", 5, 0.4), pair("cy@x", "ben@x", 3, null)],
      "accuracy",
    );
    expect(annotators).toEqual(["ana@x", "ben@x", "cy@x"]);
    expect(cells[0][1]).toMatchObject({ value: 0.4, n: 4 });
    expect(cells[1][0]).toBe(cells[0][1]);
    expect(cells[1][2]).toMatchObject({ value: null, n: 2 });
    expect([cells[0][0], cells[0][2], cells[2][0]]).toEqual([null, null, null]);
  });
});
