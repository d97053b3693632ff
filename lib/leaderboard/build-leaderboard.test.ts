import { describe, expect, it } from "vitest";
import { buildLeaderboard, type Grade, type GradedAnswer } from "./build-leaderboard";

const answers = (
  model: string,
  language: string,
  run: number,
  counts: Partial<Record<Grade, number>>,
): GradedAnswer[] =>
  Object.entries(counts).map(([grade, count]) => ({
    model,
    language,
    run,
    grade: grade as Grade,
    count,
  }));

describe("buildLeaderboard", () => {
  const data = [
    ...answers("m", "en", 1, { correct: 4, incorrect: 1, notAttempted: 1 }),
    ...answers("m", "zh", 1, { correct: 2, incorrect: 1, notAttempted: 1 }),
    ...answers("m", "en", 2, { correct: 2, incorrect: 3, notAttempted: 1 }),
    ...answers("m", "zh", 2, { correct: 2, incorrect: 1, notAttempted: 1 }),
    ...answers("a", "ru", 1, { notAttempted: 3 }),
  ];
  const rows = buildLeaderboard({ answers: data, seed: "p1" });

  it("has a row per model × language and per model over all languages, sorted", () => {
    expect(rows.map((r) => [r.model, r.language])).toEqual([
      ["a", null],
      ["a", "ru"],
      ["m", null],
      ["m", "en"],
      ["m", "zh"],
    ]);
  });

  it("averages a model's runs and shows their min/max spread (hand-worked)", () => {
    // All languages: run 1 = 6 correct, 2 incorrect, 2 not attempted (F 2/3); run 2 = 4, 4, 2 (F 4/9).
    const all = rows.find((r) => r.model === "m" && r.language === null)!;
    expect(all.runs).toBe(2);
    expect(all.n).toBe(20);
    expect(all.perRun.map((r) => r.n)).toEqual([10, 10]);
    expect(all.figures.correct).toBeCloseTo(0.5, 12);
    expect(all.spread.correct).toEqual([0.4, 0.6]);
    expect(all.figures.correctGivenAttempted).toBeCloseTo((0.75 + 0.5) / 2, 12);
    expect(all.figures.fScore).toBeCloseTo((2 / 3 + 4 / 9) / 2, 12);
    expect(all.spread.fScore![0]).toBeCloseTo(4 / 9, 12);
    expect(all.spread.fScore![1]).toBeCloseTo(2 / 3, 12);
  });

  it("brackets each mean with a seeded bootstrap interval", () => {
    const all = rows.find((r) => r.model === "m" && r.language === null)!;
    const [low, high] = all.ci95.fScore!;
    expect(low).toBeLessThan(all.figures.fScore!);
    expect(high).toBeGreaterThan(all.figures.fScore!);
    expect(buildLeaderboard({ answers: data, seed: "p1" })).toEqual(rows);
  });

  it("leaves correct-given-attempted and F undefined when nothing was attempted", () => {
    const none = rows.find((r) => r.model === "a" && r.language === "ru")!;
    expect(none.figures).toMatchObject({
      correct: 0,
      notAttempted: 1,
      correctGivenAttempted: null,
      fScore: null,
    });
    expect(none.ci95.fScore).toBeNull();
    expect(none.spread.fScore).toBeNull();
  });
});
