import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";
import { realDataPath } from "../real-data-path";
import {
  comments,
  itemsOf,
  stratumOf,
  groupBy,
  expectedChoice,
  target,
  project,
} from "./helpers/sampling-fixtures";

// SPEC §2 Sampling (decision 024): the choice of items — exact counts per stratum, lowest hash first, stable under re-import; the real SimpleDevQA samples.
describe("sampling (SPEC §2): the choice", () => {
  it("picks exactly ⌊f·n + ½⌋ per stratum, lowest hash first, and a re-import changes nothing", async () => {
    const f = 0.4;
    const { projectId, lead } = await project({
      overlapFraction: f,
      overlapStrata: ["language", "model"],
    });
    const lines = comments("a", (s) => s + 1);
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    const rows = await itemsOf(projectId);
    expect(rows).toHaveLength(21);
    const strata = groupBy(rows, stratumOf);
    expect(strata.size).toBe(6);
    for (const members of strata.values()) {
      expect(members.every((r) => r.sampled !== null)).toBe(true);
      const chosen = members.filter((r) => r.sampled).map((r) => r.externalId);
      expect(chosen.sort()).toEqual(expectedChoice(projectId, members, target(f, members.length)));
    }
    // Fixed data, fixed project id → the counts are exact: 0.4·n + ½ for n = 1…6.
    expect([...strata.values()].map((m) => m.filter((r) => r.sampled).length).sort()).toEqual([
      0, 1, 1, 2, 2, 2,
    ]);

    const result = await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(lines, 64 * 1024),
    });
    expect(result).toMatchObject({ imported: 0, duplicates: 21 });
    expect(await itemsOf(projectId)).toEqual(rows);
  });

  it("new items top each stratum up to its new count, keeping every earlier choice", async () => {
    const f = 0.5;
    const { projectId, lead } = await project({
      overlapFraction: f,
      overlapStrata: ["language", "model"],
    });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("b", (s) => s + 2),
        64 * 1024,
      ),
    });
    const first = await itemsOf(projectId);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("c", (s) => 7 - s),
        64 * 1024,
      ),
    });
    const after = await itemsOf(projectId);
    expect(after).toHaveLength(first.length + 27);
    // Earlier choices are kept, true and false alike.
    const was = new Map(first.map((r) => [r.externalId, r.sampled]));
    expect(
      after.filter((r) => was.has(r.externalId)).every((r) => r.sampled === was.get(r.externalId)),
    ).toBe(true);
    for (const members of groupBy(after, stratumOf).values()) {
      const n = members.length;
      const old = members.filter((r) => was.has(r.externalId));
      const fresh = members.filter((r) => !was.has(r.externalId));
      expect(members.filter((r) => r.sampled)).toHaveLength(target(f, n));
      // The new ones chosen: the lowest hashes among the new items, as many as the stratum was short.
      const short = target(f, n) - old.filter((r) => r.sampled).length;
      expect(
        fresh
          .filter((r) => r.sampled)
          .map((r) => r.externalId)
          .sort(),
      ).toEqual(expectedChoice(projectId, fresh, short));
    }
  });

  it("without strata the whole project is one stratum; the fraction 1 (default) samples everything and decides nothing", async () => {
    const { projectId, lead } = await project({ overlapFraction: 0.25 });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("d", () => 2),
        64 * 1024,
      ),
    });
    const rows = await itemsOf(projectId);
    expect(
      rows
        .filter((r) => r.sampled)
        .map((r) => r.externalId)
        .sort(),
    ).toEqual(expectedChoice(projectId, rows, 3));

    const all = await project({});
    await importItems({
      actor: all.lead,
      projectId: all.projectId,
      records: jsonlSource(
        comments("e", () => 1),
        64 * 1024,
      ),
    });
    expect((await itemsOf(all.projectId)).every((r) => r.sampled === null)).toBe(true);
  });

  it("strata by a kind's field and by a meta key", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "qa_pair",
      items: 0,
      annotators: 0,
      settings: { overlapFraction: 0.5, overlapStrata: ["difficulty", "meta.split"] },
    });
    const lines = Array.from({ length: 12 }, (_, i) => ({
      ...itemLineExamples.qa_pair,
      external_id: `qa-${i}`,
      difficulty: i % 2 ? "difficult" : "simple",
      meta: { split: i < 8 ? "train" : "test" },
    }));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    const rows = await db.item.findMany({
      where: { projectId },
      select: { externalId: true, sampled: true },
    });
    const stratum = (id: string) => {
      const i = Number(id.slice(3));
      return `${i % 2}|${i < 8}`;
    };
    const counts = [...groupBy(rows, (r) => stratum(r.externalId)).values()].map((m) => [
      m.length,
      m.filter((r) => r.sampled).length,
    ]);
    // Strata of 4, 4, 2, 2 items: 2, 2, 1, 1 chosen.
    expect(counts.sort()).toEqual([
      [2, 1],
      [2, 1],
      [4, 2],
      [4, 2],
    ]);
  });
});

describe("sampling (SPEC §2): the real SimpleDevQA samples", () => {
  const csv = (difficulty: string) => {
    const data = new Uint8Array(
      readFileSync(realDataPath("simpledevqa", `data_${difficulty}.sample.csv`)),
    );
    const options = importSourceOptionsSchema.parse({
      format: "csv",
      preset: "simpledevqa",
      set: { difficulty },
      file_name: `data_${difficulty}.sample.csv`,
    });
    async function* bytes() {
      yield data;
    }
    return openImportSource(options, bytes, { projectKind: "qa_pair" });
  };

  it("stratified by language × difficulty over two imports: exact counts per stratum, the second import adds its own strata", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "qa_pair",
      items: 0,
      annotators: 0,
      settings: { overlapFraction: 0.3, overlapStrata: ["language", "difficulty"] },
    });
    await importItems({ actor: lead, projectId, records: csv("difficult") });
    await importItems({ actor: lead, projectId, records: csv("easy") });
    const rows = await db.item.findMany({
      where: { projectId },
      select: {
        externalId: true,
        language: true,
        sampled: true,
        qaPair: { select: { difficulty: true } },
      },
    });
    expect(rows).toHaveLength(90);
    const strata = groupBy(rows, (r) => `${r.language}|${r.qaPair?.difficulty}`);
    const counts = [...strata.entries()]
      .map(([k, m]) => [k, m.length, m.filter((r) => r.sampled).length])
      .sort();
    // 20 difficult and 10 easy pairs per language: ⌊0.3·20 + ½⌋ = 6, ⌊0.3·10 + ½⌋ = 3.
    expect(counts).toEqual([
      ["en|difficult", 20, 6],
      ["en|easy", 10, 3],
      ["ru|difficult", 20, 6],
      ["ru|easy", 10, 3],
      ["zh|difficult", 20, 6],
      ["zh|easy", 10, 3],
    ]);
    for (const members of strata.values()) {
      const pool = members.map((r) => ({
        externalId: r.externalId,
        language: r.language,
        model: "",
        sampled: r.sampled,
      }));
      expect(
        members
          .filter((r) => r.sampled)
          .map((r) => r.externalId)
          .sort(),
      ).toEqual(expectedChoice(projectId, pool, target(0.3, members.length)));
    }
  });
});
