import { describe, expect, it } from "vitest";
import { updateProjectBodySchema } from "@/lib/api/project-bodies";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { listItems } from "@/lib/items/list-items";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { queueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";
import { comments, groupBy, md5, project, target } from "./helpers/sampling-fixtures";

// SPEC §2 Human sample (decision 076): ⌊h·n + ½⌋ per stratum offered to people, lowest
// md5("human:<project>:<external_id>") first; the rest judges only, never claimed, left out of the
// progress; the overlap sample is drawn within the human sample.

type HumanRow = { id: number; externalId: string; language: string | null; human: boolean | null };
const rowsOf = (projectId: number): Promise<(HumanRow & { sampled: boolean | null })[]> =>
  db.item.findMany({
    where: { projectId },
    select: { id: true, externalId: true, language: true, human: true, sampled: true },
    orderBy: { id: "asc" },
  });

/** The rule written out independently of the SQL: the `count` lowest hashes (salt "human:"). */
const expectedHuman = (projectId: number, pool: HumanRow[], count: number) =>
  pool
    .map((r) => r.externalId)
    .sort((a, b) => (md5(`human:${projectId}:${a}`) < md5(`human:${projectId}:${b}`) ? -1 : 1))
    .slice(0, count)
    .sort();
const humanIds = (rows: HumanRow[]) =>
  rows
    .filter((r) => r.human !== false)
    .map((r) => r.externalId)
    .sort();
const byLanguage = <T extends HumanRow>(rows: T[]) => groupBy(rows, (r) => String(r.language));

describe("human sample (SPEC §2)", () => {
  it("offers exactly ⌊h·n + ½⌋ per language stratum, lowest hash first; overlap drawn within it", async () => {
    const h = 0.4;
    const { projectId, lead } = await project({
      humanFraction: h,
      overlapFraction: 0.5,
      overlapStrata: ["language"],
    });
    // Strata of 3, 7 and 11 items (en, el, nl).
    const lines = comments("h", (s) => (s % 2 ? 0 : 3 + 2 * s));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    const rows = await rowsOf(projectId);
    const strata = byLanguage(rows);
    expect([...strata.values()].map((m) => m.length).sort((a, b) => a - b)).toEqual([3, 7, 11]);
    for (const members of strata.values()) {
      expect(members.every((r) => r.human !== null)).toBe(true);
      const people = target(h, members.length);
      expect(humanIds(members)).toEqual(expectedHuman(projectId, members, people));
      // Judges-only items are outside the overlap sample; it is ⌊f·n_h + ½⌋ of the human ones.
      expect(members.filter((r) => !r.human).every((r) => r.sampled === null)).toBe(true);
      expect(members.filter((r) => r.human && r.sampled)).toHaveLength(target(0.5, people));
    }
    expect(rows.filter((r) => r.human)).toHaveLength(1 + 3 + 4);
  });

  it("a re-import keeps every choice and tops each stratum up", async () => {
    const h = 0.5;
    const { projectId, lead } = await project({ humanFraction: h, overlapStrata: ["language"] });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("r", () => 2),
        64 * 1024,
      ),
    });
    const first = await rowsOf(projectId);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([...comments("r", () => 2), ...comments("s", () => 1)], 64 * 1024),
    });
    const after = await rowsOf(projectId);
    expect(after).toHaveLength(first.length + 6);
    const was = new Map(first.map((r) => [r.externalId, r.human]));
    for (const r of after.filter((x) => was.has(x.externalId)))
      expect(r.human).toBe(was.get(r.externalId));
    for (const members of byLanguage(after).values()) {
      expect(members.filter((r) => r.human)).toHaveLength(target(h, members.length));
      const fresh = members.filter((r) => !was.has(r.externalId));
      const short = target(h, members.length) - members.filter((r) => was.get(r.externalId)).length;
      expect(humanIds(fresh)).toEqual(expectedHuman(projectId, fresh, short));
    }
  });

  it("a settings change moves only untouched items; a claimed item stays human", async () => {
    const { projectId, lead, annotators } = await project({ humanFraction: 0.5 }, 1);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("m", () => 2),
        64 * 1024,
      ),
    });
    const claim = await claimNextItem({ actor: annotators[0], projectId });
    expect(claim).not.toBeNull();
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { human_fraction: 0.1 } },
      schema: updateProjectBodySchema,
    });
    const rows = await rowsOf(projectId);
    expect(rows.find((r) => r.id === claim!.item.id)?.human).toBe(true);
    // ⌊0.1·12 + ½⌋ = 1: the claimed item is that one; every other item is judges only now.
    expect(rows.filter((r) => r.human)).toHaveLength(1);
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { human_fraction: 1 } },
      schema: updateProjectBodySchema,
    });
    expect((await rowsOf(projectId)).every((r) => r.human !== false)).toBe(true);
  });

  it("claims never return a judges-only item; each human item gets exactly 2; progress leaves judges-only out", async () => {
    const { projectId, lead, annotators } = await project(
      { humanFraction: 0.3, overlapStrata: ["language"], order: "random" },
      2,
    );
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("q", () => 3),
        64 * 1024,
      ),
    });
    const rows = await rowsOf(projectId);
    const human = rows.filter((r) => r.human).map((r) => r.id);
    // 6 items per language: ⌊0.3·6 + ½⌋ = 2 each.
    expect(human).toHaveLength(6);
    const progress0 = await queueProgress({ userId: annotators[0].id, projectId, overlap: 2 });
    expect(progress0.project).toEqual({
      items: 6,
      done: 0,
      annotationsNeeded: 12,
      annotationsSubmitted: 0,
    });
    const claimed: number[] = [];
    for (let round = 0; round < 20; round++) {
      let any = false;
      for (const actor of annotators) {
        const claim = await claimNextItem({ actor, projectId });
        if (!claim) continue;
        any = true;
        claimed.push(claim.item.id);
        await submitAnnotation({
          actor,
          assignmentId: claim.assignmentId,
          annotation: sampleAnnotation("generated_comment", 0),
        });
      }
      if (!any) break;
    }
    const counts = groupBy(claimed, String);
    expect([...counts.keys()].map(Number).sort()).toEqual([...human].sort());
    expect([...counts.values()].every((c) => c.length === 2)).toBe(true);
    const judges = await db.item.findMany({ where: { projectId, human: false } });
    expect(judges).toHaveLength(12);
    expect(judges.every((i) => i.status === "pending" && i.annotationCount === 0)).toBe(true);
    // The lead's list shows them "judges only", and filters them.
    const page = await listItems({ actor: lead, projectId, filters: { status: "judges_only" } });
    expect(page.total).toBe(12);
    expect(page.items.every((i) => i.judgesOnly && i.status === "pending")).toBe(true);
    expect(
      (await queueProgress({ userId: annotators[0].id, projectId, overlap: 2 })).project,
    ).toEqual({
      items: 6,
      done: 6,
      annotationsNeeded: 12,
      annotationsSubmitted: 12,
    });
  });

  it("422 with a field message for human_fraction 0 or 1.5; nothing saved", async () => {
    const { projectId, lead } = await project({});
    for (const human_fraction of [0, 1.5]) {
      let err: unknown;
      try {
        await updateProject({
          actor: lead,
          projectId,
          input: { settings: { human_fraction } },
          schema: updateProjectBodySchema,
        });
      } catch (e) {
        err = e;
      }
      expect(isAppError(err) && err.status).toBe(422);
      const fields = (isAppError(err) && (err.details as { fields?: object }).fields) || {};
      expect(Object.keys(fields)).toEqual(["settings.human_fraction"]);
    }
    const stored = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    expect((stored.settings as { humanFraction?: number }).humanFraction ?? 1).toBe(1);
  });
});
