import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { clearIntervalMemo } from "@/lib/agreement/interval-memo";
import { correctedFigures, type CorrectedInput } from "./corrected-shares";

// Worked by hand. N = 20 judged: correct 12, incorrect 5, not attempted 3. n = 10 of them have gold,
// as (gold, judge): (c,c) 5, (c,na) 1, (i,c) 1, (i,i) 2, (na,na) 1.
// On the pairs the judge says c 6, i 2, na 2; gold says c 6, i 3, na 1.
//   θ̂c  = 12/20 + (6 − 6)/10 = 0.6
//   θ̂i  =  5/20 + (3 − 2)/10 = 0.35
//   θ̂na =  3/20 + (1 − 2)/10 = 0.05
// σ̂²_f = N/(N−1)·p(1−p): c 20/19·0.24, i 20/19·0.1875, na 20/19·0.1275.
// Δ = y − f: c is +1 once (c,na) and −1 once (i,c): ΣΔ = 0, ΣΔ² = 2, σ̂² = 2/9;
//            i is +1 once (i,c): ΣΔ = 1, ΣΔ² = 1, σ̂² = (1 − 1/10)/9 = 0.1;
//            na is −1 once (c,na): σ̂² = 0.1.
// Correct given attempted = 0.6 / 0.95 = 12/19; F = 2·0.6·(12/19) / (0.6 + 12/19) = 14.4/23.4 = 8/13.
const handTable: CorrectedInput = {
  judged: [12, 5, 3],
  //      judge: c  i  na
  pairs: [5, 0, 1, /* gold c */ 1, 2, 0, /* gold i */ 0, 0, 1 /* gold na */],
};
const half = (varF: number, varDelta: number) => 1.96 * Math.sqrt(varF / 20 + varDelta / 10);

const closeInterval = (got: [number, number] | null, want: [number, number], digits: number) => {
  expect(got).not.toBeNull();
  expect(got![0]).toBeCloseTo(want[0], digits);
  expect(got![1]).toBeCloseTo(want[1], digits);
};

describe("correctedFigures", () => {
  it("gives SPEC's θ̂ and interval on a table worked by hand", () => {
    const got = correctedFigures(handTable, { seed: "hand" })!;
    expect(got).toMatchObject({ n: 10, nJudged: 20 });
    const want = [
      ["correct", 0.6, half((20 / 19) * 0.24, 2 / 9)],
      ["incorrect", 0.35, half((20 / 19) * 0.1875, 0.1)],
      ["notAttempted", 0.05, half((20 / 19) * 0.1275, 0.1)],
    ] as const;
    for (const [key, theta, h] of want) {
      expect(got.figures[key], key).toBeCloseTo(theta, 12);
      closeInterval(got.ci95[key], [theta - h, theta + h], 12);
    }
    expect(got.figures.correctGivenAttempted).toBeCloseTo(12 / 19, 12);
    expect(got.figures.fScore).toBeCloseTo(8 / 13, 12);
  });

  it("is null below 10 gold items", () => {
    const nine = { judged: handTable.judged, pairs: [5, 0, 1, 1, 2, 0, 0, 0, 0] };
    expect(correctedFigures(nine, { seed: "s" })).toBeNull();
    expect(correctedFigures(handTable, { seed: "s" })).not.toBeNull();
  });

  it("draws the same bootstrap interval for the same seed, and it covers the estimate", () => {
    clearIntervalMemo();
    const a = correctedFigures(handTable, { seed: "p:1" })!;
    clearIntervalMemo();
    const b = correctedFigures(handTable, { seed: "p:1" })!;
    const other = correctedFigures(handTable, { seed: "p:2" })!;
    expect(b.ci95).toEqual(a.ci95);
    expect(other.ci95.fScore).not.toEqual(a.ci95.fScore);
    for (const key of ["correctGivenAttempted", "fScore"] as const) {
      const [low, high] = a.ci95[key]!;
      expect(low).toBeLessThan(a.figures[key]!);
      expect(high).toBeGreaterThan(a.figures[key]!);
      expect(high - low).toBeLessThan(0.8);
    }
  });

  it("takes time independent of N (counts are resampled, not items)", () => {
    const big: CorrectedInput = {
      judged: [6_000_000, 2_500_000, 1_500_000],
      pairs: [500, 0, 100, 100, 200, 0, 0, 0, 100],
    };
    clearIntervalMemo();
    const start = performance.now();
    const got = correctedFigures(big, { seed: "big" })!;
    expect(performance.now() - start).toBeLessThan(2000);
    expect(got.nJudged).toBe(10_000_000);
    expect(got.ci95.fScore).not.toBeNull();
  });
});

// numpy computes the reference from raw item labels, independently of the counting above.
const NUMPY_REFERENCE = `
import json, numpy as np
rng = np.random.default_rng(20261207)
N, n = 500, 100
judge = rng.choice(3, size=N, p=[0.55, 0.3, 0.15])
noise = rng.random(N) < 0.2
gold = np.where(noise, rng.choice(3, size=N), judge)
labelled = rng.permutation(N)[:n]
out = {"judge": judge.tolist(), "gold": gold[labelled].tolist(), "labelled": labelled.tolist(), "ref": []}
for k in range(3):
    f = (judge == k).astype(float)
    y = (gold[labelled] == k).astype(float)
    d = y - f[labelled]
    theta = f.mean() + d.mean()
    h = 1.96 * np.sqrt(f.var(ddof=1) / N + d.var(ddof=1) / n)
    out["ref"].append([theta, theta - h, theta + h])
print(json.dumps(out))
`;

const numpy = spawnSync("python3", ["-c", "import numpy"]).status === 0;

describe.skipIf(!numpy)("correctedFigures against numpy", () => {
  it("equals numpy's θ̂ and interval to 1e-9 on random data (N = 500, n = 100)", () => {
    const run = spawnSync("python3", ["-c", NUMPY_REFERENCE], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const data = JSON.parse(run.stdout) as {
      judge: number[];
      gold: number[];
      labelled: number[];
      ref: [number, number, number][];
    };
    const judged: [number, number, number] = [0, 0, 0];
    for (const j of data.judge) judged[j] += 1;
    const pairs = Array<number>(9).fill(0);
    data.labelled.forEach((item, i) => (pairs[3 * data.gold[i] + data.judge[item]] += 1));
    const got = correctedFigures({ judged, pairs }, { seed: "numpy" })!;
    expect(got).toMatchObject({ n: 100, nJudged: 500 });
    (["correct", "incorrect", "notAttempted"] as const).forEach((key, k) => {
      const [theta, low, high] = data.ref[k];
      expect(Math.abs(got.figures[key]! - theta), key).toBeLessThan(1e-9);
      expect(Math.abs(got.ci95[key]![0] - low), key).toBeLessThan(1e-9);
      expect(Math.abs(got.ci95[key]![1] - high), key).toBeLessThan(1e-9);
    });
  });
});
