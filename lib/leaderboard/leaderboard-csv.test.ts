import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { LeaderboardSource } from "./get-leaderboard";
import { leaderboardCsv } from "./leaderboard-csv";
import type { LeaderboardSort } from "./leaderboard-sort";
import { rankModels } from "./rank-models";
import { testBoard } from "./test-rows";

const gold: LeaderboardSource = {
  source: "gold",
  graded: 10,
  ungraded: 0,
  rows: testBoard(["en", "zh"], {
    b: [0.5, 0.9, 0.1],
    a: [0.7, 0.2, 0.8],
    c: [0.6, 0.5, null],
  }),
};

const csvLines = (sort: LeaderboardSort) =>
  parse<Record<string, string>>(leaderboardCsv([gold], sort), { columns: true }).map(
    (r) => `${r.model}/${r.language}/${r.rank}`,
  );

describe("leaderboardCsv", () => {
  it.each<LeaderboardSort>([
    { key: "fScore", language: null, dir: "desc" },
    { key: "fScore", language: "en", dir: "desc" },
    { key: "correct", language: "zh", dir: "asc" },
    { key: "model", language: null, dir: "desc" },
  ])("lists the models in the page's order for %j, each model's rows together", (sort) => {
    const page = rankModels(gold.rows, sort).map((m) => m.model);
    const models = csvLines(sort).map((l) => l.split("/")[0]);
    expect([...new Set(models)]).toEqual(page);
  });

  it("puts all languages first, then each language, with the rank by pooled F", () => {
    expect(csvLines({ key: "fScore", language: "en", dir: "desc" })).toEqual([
      "b/all/3",
      "b/en/3",
      "b/zh/3",
      "c/all/2",
      "c/en/2",
      "c/zh/2",
      "a/all/1",
      "a/en/1",
      "a/zh/1",
    ]);
  });
});
