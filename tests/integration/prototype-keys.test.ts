// SPEC §7 "Data-derived keys": names that are also Object.prototype's (`__proto__`, `constructor`,
// `prototype`, `toString`) as models, judge runs, grades, metric names, meta keys and CSV headers
// go through import, agreement, judges, leaderboard, scorecards, calibration and export as
// ordinary values: kept, and keyed by themselves.
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as agreementRoute } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as scorecardsRoute } from "@/app/api/v1/projects/[id]/annotators/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { GET as judgesRoute } from "@/app/api/v1/projects/[id]/judges/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { GET as leaderboardRoute } from "@/app/api/v1/projects/[id]/leaderboard/route";
import { POST as metricScoresRoute } from "@/app/api/v1/projects/[id]/metric-scores/route";
import { GET as calibrationRoute } from "@/app/api/v1/projects/[id]/metrics/[metric]/calibration/route";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { createProject } from "@/lib/projects/create-project";
import { makeUser } from "../factories";
import { gradedModelsFixture, routeCaller } from "./helpers/graded-models-fixture";

const NAMES = ["__proto__", "constructor", "prototype", "toString"] as const;
const GRADES = ["correct", "incorrect", "not_attempted", "constructor", "prototype"];
// JSON text, not an object literal: `{ __proto__: … }` in JavaScript sets the prototype instead of a key.
const META = `{"__proto__":{"polluted":true},"constructor":"c","prototype":"p","toString":"t"}`;

const sorted = (names: readonly string[]) => [...names].sort();

describe("data-derived keys named like Object.prototype's", () => {
  it("are kept as ordinary values by import, agreement, judges, leaderboard, scorecards and export", async () => {
    const { projectId, as, specs } = await gradedModelsFixture({
      models: NAMES,
      runs: NAMES,
      grades: GRADES,
      meta: META,
    });
    const id = { id: String(projectId) };

    const agreement = await as(agreementRoute, id);
    expect(agreement.status).toBe(200);
    const report = agreement.json as unknown as {
      items_compared: number;
      by_model: Record<string, { items_compared: number }>;
      machine: Record<string, unknown>;
    };
    expect(report.items_compared).toBe(specs.length);
    expect(sorted(Object.keys(report.by_model))).toEqual(sorted(NAMES));
    for (const name of NAMES)
      expect(Object.getOwnPropertyDescriptor(report.by_model, name)?.value).toMatchObject({
        items_compared: 2,
      });
    expect(sorted(Object.keys(report.machine))).toEqual(sorted(NAMES));
    const agreementCsv = await as(agreementRoute, id, { query: "?format=csv" });
    const scopes = new Set(
      parse<{ scope: string }>(agreementCsv.text, { columns: true }).map((r) => r.scope),
    );
    for (const name of NAMES) expect(scopes).toContain(`model:${name}`);

    const judges = await as(judgesRoute, id);
    expect(judges.status).toBe(200);
    const runs = (
      judges.json as unknown as {
        runs: {
          name: string;
          model: string;
          slices: { vs_gold: { fields: { grade: { per_label: { label: string }[] } } } }[];
        }[];
      }
    ).runs;
    expect(sorted(runs.map((r) => r.name))).toEqual(sorted(NAMES));
    expect(runs[0].slices[0].vs_gold.fields.grade.per_label.map((l) => l.label)).toEqual(
      expect.arrayContaining(["constructor", "prototype"]),
    );
    const judgesCsv = parse<{ run: string }>(
      (await as(judgesRoute, id, { query: "?format=csv" })).text,
      { columns: true },
    );
    expect(sorted([...new Set(judgesCsv.map((r) => r.run))])).toEqual(sorted(NAMES));

    const board = await as(leaderboardRoute, id);
    expect(board.status).toBe(200);
    const sources = (
      board.json as unknown as {
        sources: { source: string; run?: { name: string }; rows: { model: string }[] }[];
      }
    ).sources;
    expect(sorted([...new Set(sources[0].rows.map((r) => r.model))])).toEqual(sorted(NAMES));
    expect(sorted(sources.flatMap((s) => (s.run ? [s.run.name] : [])))).toEqual(sorted(NAMES));
    const boardCsv = parse<{ model: string }>(
      (await as(leaderboardRoute, id, { query: "?format=csv" })).text,
      { columns: true },
    );
    expect(sorted([...new Set(boardCsv.map((r) => r.model))])).toEqual(sorted(NAMES));

    const cards = await as(scorecardsRoute, id);
    expect(cards.status).toBe(200);
    const graders = (
      cards.json as unknown as { annotators: { submitted: number; gold: { n: number } }[] }
    ).annotators.filter((a) => a.submitted > 0);
    expect(graders.map((a) => [a.submitted, a.gold.n])).toEqual([
      [specs.length, specs.length],
      [specs.length, specs.length],
    ]);

    const exported = await as(exportRoute, id, { query: "?status=unresolved&identities=emails" });
    expect(exported.status).toBe(200);
    const lines = exported.text
      .split("\n")
      .filter(Boolean)
      .map(
        (l) =>
          JSON.parse(l) as {
            model: string;
            meta: Record<string, unknown>;
            machine_annotations: { annotator: string }[];
          },
      );
    expect(sorted(lines.map((l) => l.model))).toEqual(sorted(specs.map((s) => s.model)));
    for (const line of lines) {
      expect(Object.getPrototypeOf(line.meta)).toBe(Object.prototype);
      expect(sorted(Object.keys(line.meta))).toEqual(sorted(NAMES));
      expect(Object.getOwnPropertyDescriptor(line.meta, "__proto__")?.value).toEqual({
        polluted: true,
      });
      expect(sorted(line.machine_annotations.map((m) => m.annotator))).toEqual(sorted(NAMES));
    }
  });

  it("keeps CSV headers named so in meta, and calibrates metrics named so", async () => {
    const lead = await makeUser("lead");
    const { id: projectId } = await createProject({
      actor: lead,
      input: {
        name: `Proto ${randomUUID().slice(0, 6)}`,
        kind: "generated_comment",
        settings: { reviseMinutes: 0 },
      },
    });
    const as = await routeCaller(lead.id);
    const example: Record<string, unknown> = itemLineExamples.generated_comment;
    const columns = Object.keys(example).filter(
      (k) => k !== "meta" && typeof example[k] !== "object",
    );
    const csvCell = (v: unknown) => `"${String(v).replaceAll('"', '""')}"`;
    const csv = [
      [...columns, ...NAMES].map(csvCell).join(","),
      ...Array.from({ length: 12 }, (_, i) =>
        [
          ...columns.map((c) =>
            c === "external_id" ? `c-${i}` : c === "model" ? NAMES[i % 4] : example[c],
          ),
          ...NAMES.map((n) => `${n}-${i}`),
        ]
          .map(csvCell)
          .join(","),
      ),
    ].join("\r\n");
    const imported = await as(
      itemsRoute,
      { id: String(projectId) },
      { method: "POST", body: csv, query: "?format=csv", type: "text/csv" },
    );
    expect(imported).toMatchObject({ status: 201, json: { imported: 12 } });
    const items = await db.item.findMany({
      where: { projectId },
      select: { id: true, externalId: true, meta: true },
      orderBy: { id: "asc" },
    });
    for (const item of items)
      expect(Object.keys(item.meta as object)).toEqual(expect.arrayContaining([...NAMES]));
    expect(Object.getOwnPropertyDescriptor(items[0].meta, "__proto__")?.value).toBe(
      `__proto__-${items[0].externalId.slice(2)}`,
    );

    for (const [i, item] of items.entries())
      await db.goldRecord.create({
        data: {
          itemId: item.id,
          source: "adjudicated",
          data: {
            accuracy: ["correct", "partially_correct", "incorrect"][i % 3],
            error_codes: [],
            notes: "",
          },
        },
      });
    const metrics = NAMES.filter((n) => n !== "__proto__"); // a metric name starts with a letter or digit
    const scores = metrics.flatMap((metric) =>
      items.map((item, i) =>
        JSON.stringify({
          external_id: item.externalId,
          metric,
          score: 0.2 + (i % 3) * 0.25 + i / 100,
        }),
      ),
    );
    const posted = await as(
      metricScoresRoute,
      { id: String(projectId) },
      { method: "POST", body: scores.join("\n"), type: "application/x-ndjson" },
    );
    expect(posted.status).toBeLessThan(300);
    for (const metric of metrics) {
      const calibration = await as(calibrationRoute, { id: String(projectId), metric });
      expect(calibration.status).toBe(200);
      expect(calibration.json).toMatchObject({ metric });
    }
  });
});
