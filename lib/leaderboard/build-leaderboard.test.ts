import { describe, expect, it } from "vitest";
import { buildLeaderboard, type Grade, type GradedAnswer } from "./build-leaderboard";
import { correctedFigures } from "./corrected-shares";

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

  it("gives a judge run's rows the corrected estimate over the model's runs pooled", () => {
    // The judge graded 12 items of m (two runs, en and zh); 10 have gold.
    const judge = (run: number, language: string, grade: Grade, gold: Grade | null, count = 1) => ({
      model: "m",
      language,
      run,
      grade,
      gold,
      count,
    });
    const judged = [
      judge(1, "en", "correct", "correct", 3),
      judge(1, "en", "correct", "incorrect"),
      judge(1, "zh", "incorrect", "incorrect", 2),
      judge(2, "en", "correct", "correct", 2),
      judge(2, "zh", "notAttempted", "notAttempted"),
      judge(2, "zh", "notAttempted", "correct"),
      judge(2, "en", "correct", null),
      judge(2, "zh", "incorrect", null),
    ];
    const board = buildLeaderboard({ answers: judged, seed: "p1:run:3", corrected: true });
    const all = board.find((r) => r.language === null)!;
    // judged: c 7, i 3, na 2; pairs (gold, judge): (c,c) 5, (c,na) 1, (i,c) 1, (i,i) 2, (na,na) 1.
    const want = correctedFigures(
      { judged: [7, 3, 2], pairs: [5, 0, 1, 1, 2, 0, 0, 0, 1] },
      { seed: "p1:run:3:m:all:corrected" },
    );
    expect(all.corrected).toEqual(want);
    expect(all.corrected).toMatchObject({ n: 10, nJudged: 12 });
    // Per language fewer than 10 have gold; gold's own leaderboard has none.
    expect(board.find((r) => r.language === "en")!.corrected).toBeNull();
    expect(rows.every((r) => r.corrected === null)).toBe(true);
  });
});
