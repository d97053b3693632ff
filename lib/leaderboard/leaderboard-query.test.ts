import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { parseLeaderboardQuery } from "./leaderboard-query";
import { leaderboardSearch } from "./leaderboard-sort";

const parse = (q: string) => parseLeaderboardQuery(new URLSearchParams(q));

describe("parseLeaderboardQuery", () => {
  it("defaults to JSON, best pooled F first", () => {
    expect(parse("")).toEqual({
      format: "json",
      source: undefined,
      sort: { key: "fScore", language: null, dir: "desc" },
    });
  });

  it("reads a source, a language's column and a direction; a model sort starts A to Z", () => {
    expect(
      parse("format=latex&source=12&sort=correct_given_attempted&language=en&dir=asc"),
    ).toEqual({
      format: "latex",
      source: 12,
      sort: { key: "correctGivenAttempted", language: "en", dir: "asc" },
    });
    expect(parse("source=gold&sort=model").sort.dir).toBe("asc");
  });

  it("round-trips the page's download query", () => {
    const sort = { key: "notAttempted", language: "zh", dir: "asc" } as const;
    expect(parse(leaderboardSearch({ source: 3, sort }))).toMatchObject({ source: 3, sort });
  });

  it.each([
    ["format=xml", "format"],
    ["sort=f", "sort"],
    ["sort=__proto__", "sort"],
    ["dir=up", "dir"],
    ["language=EN", "language"],
    ["source=0", "source"],
    ["source=judge", "source"],
  ])("refuses %s with a 400 naming %s", (q, field) => {
    try {
      parse(q);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).details?.fields).toHaveProperty([field]);
    }
  });
});
