import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { importItems } from "@/lib/items/import/import-items";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import {
  addAnnotatorsInBulk,
  makeQueueProject,
  sampleAnnotation,
} from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";

// SPEC §2 Order: `interleaved` goes round the project's overlap_strata (decision 034): each
// annotator's next untouched item comes from the stratum they have been served least.

type Line = { model: string; language?: string; meta?: Record<string, string> };

/** A project of generated comments, one line per entry of `lines` (external ids c-000, c-001, … in order). */
async function project(settings: Partial<ProjectSettings>, lines: Line[], annotators = 1) {
  const made = await makeQueueProject({
    kind: "generated_comment",
    items: 0,
    annotators,
    settings,
  });
  const records = lines.map((l, i) => ({
    ...itemLineExamples.generated_comment,
    external_id: `c-${String(i).padStart(3, "0")}`,
    language: "en",
    ...l,
  }));
  await importItems({
    actor: made.lead,
    projectId: made.projectId,
    records: jsonlSource(records, 64 * 1024),
  });
  return made;
}

type Seen = {
  externalId: string;
  model: string;
  language: string | null;
  meta: Record<string, string> | null;
};

async function seenItem(itemId: number): Promise<Seen> {
  const i = await db.item.findUniqueOrThrow({
    where: { id: itemId },
    select: {
      externalId: true,
      language: true,
      meta: true,
      generatedComment: { select: { model: true } },
    },
  });
  return {
    externalId: i.externalId,
    language: i.language,
    meta: i.meta as Record<string, string> | null,
    model: i.generatedComment!.model,
  };
}

/** Claims and submits until nothing is left (or `limit` items); the items given, in order. */
async function drain(actor: SessionUser, projectId: number, limit = Infinity): Promise<Seen[]> {
  const seen: Seen[] = [];
  while (seen.length < limit) {
    const claim = await claimNextItem({ actor, projectId });
    if (!claim) break;
    seen.push(await seenItem(claim.item.id));
    await submitAnnotation({
      actor,
      assignmentId: claim.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
  }
  return seen;
}

/** Each run of `k` consecutive entries has k distinct values: the sequence goes round k strata. */
const cycles = (values: string[], k: number) =>
  values.every((_, n) => n + k > values.length || new Set(values.slice(n, n + k)).size === k);

const blocks = (models: string[], each: number): Line[] =>
  models.flatMap((model) => Array.from({ length: each }, () => ({ model })));

describe("order: interleaved goes round overlap_strata (SPEC §2 Order, decision 034)", () => {
  it("strata = model, one language: the first k claims cycle through the k models, import order within each", async () => {
    const models = ["m/a", "m/b", "m/c", "m/d"];
    // Imported in blocks: sequential order would give a, a, a, b, …
    const { projectId, annotators } = await project(
      { overlap: 1, order: "interleaved", overlapStrata: ["model"] },
      blocks(models, 3),
    );
    const seen = await drain(annotators[0], projectId);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.slice(0, 4).map((s) => s.model)).size).toBe(4);
    expect(
      cycles(
        seen.map((s) => s.model),
        4,
      ),
    ).toBe(true);
    for (const model of models) {
      const ids = seen.filter((s) => s.model === model).map((s) => s.externalId);
      expect(ids).toEqual([...ids].sort());
    }
  });

  it("strata = meta.<key>: the claims cycle through its values; an exhausted stratum drops out, the others stay even", async () => {
    // Batch x has one item, y and z three each; all one model and one language.
    const lines: Line[] = [
      ...Array.from({ length: 3 }, () => ({ model: "m/a", meta: { batch: "y" } })),
      ...Array.from({ length: 3 }, () => ({ model: "m/a", meta: { batch: "z" } })),
      { model: "m/a", meta: { batch: "x" } },
    ];
    const { projectId, annotators } = await project(
      { overlap: 1, order: "interleaved", overlapStrata: ["meta.batch"] },
      lines,
    );
    const batches = (await drain(annotators[0], projectId)).map((s) => s.meta!.batch);
    expect(new Set(batches.slice(0, 3))).toEqual(new Set(["x", "y", "z"]));
    // After x runs out, y and z alternate.
    expect(cycles(batches.slice(3), 2)).toBe(true);
    expect(batches.filter((b) => b === "y")).toHaveLength(3);
  });

  it("the strata follow the settings: order set after the import, strata changed, back to sequential", async () => {
    const lines: Line[] = ["a", "a", "a", "b", "b", "b"].map((m, i) => ({
      model: `m/${m}`,
      meta: { half: i % 2 ? "odd" : "even" },
    }));
    const { projectId, lead, annotators } = await project({ overlap: 1 }, lines, 3);
    const [ana, ben, cy] = annotators;
    expect(await db.item.count({ where: { projectId, stratum: { not: null } } })).toBe(0);
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { order: "interleaved", overlapStrata: ["model"] } },
    });
    expect(new Set((await drain(ana, projectId, 2)).map((s) => s.model))).toEqual(
      new Set(["m/a", "m/b"]),
    );
    // The strata change: ben goes round the halves (left: c-001 odd, c-002 even, c-004 even, c-005 odd).
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { overlapStrata: ["meta.half"] } },
    });
    expect(await db.stratumTally.count({ where: { projectId } })).toBe(0);
    const halves = (await drain(ben, projectId, 2)).map((s) => s.meta!.half);
    expect(new Set(halves)).toEqual(new Set(["odd", "even"]));
    // Back to sequential: no stratum kept, import order.
    await updateProject({ actor: lead, projectId, input: { settings: { order: "sequential" } } });
    expect(await db.item.count({ where: { projectId, stratum: { not: null } } })).toBe(0);
    const rest = (await drain(cy, projectId)).map((s) => s.externalId);
    expect(rest).toEqual([...rest].sort());
    expect(rest).toHaveLength(2);
  });

  it("a member with languages: only theirs, going round the models within them", async () => {
    const lines: Line[] = ["el", "en"].flatMap((language) =>
      blocks(["m/a", "m/b", "m/c"], 2).map((l) => ({ ...l, language })),
    );
    const { projectId, lead, annotators } = await project(
      { overlap: 1, order: "interleaved", overlapStrata: ["model"] },
      lines,
    );
    await updateProjectMember({
      actor: lead,
      projectId,
      userId: annotators[0].id,
      input: { languages: ["el"] },
    });
    const seen = await drain(annotators[0], projectId);
    expect(seen.map((s) => s.language)).toEqual(Array(6).fill("el"));
    expect(
      cycles(
        seen.map((s) => s.model),
        3,
      ),
    ).toBe(true);
  });

  it("40 concurrent claimers, overlap 2, strata = model, some with languages: every item exactly 2 distinct annotators, none outside their languages", async () => {
    const models = ["m/a", "m/b", "m/c", "m/d", "m/e"];
    const langs = ["el", "en", "ru"];
    const lines: Line[] = Array.from({ length: 90 }, (_, i) => ({
      model: models[Math.floor(i / 18)],
      language: langs[i % 3],
    }));
    const { projectId, lead } = await project(
      { overlap: 2, order: "interleaved", overlapStrata: ["model"] },
      lines,
      0,
    );
    const ids = (await addAnnotatorsInBulk({ projectId, count: 40 })).map((u) => u.id);
    const people: SessionUser[] = await db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, email: true, name: true, role: true },
      orderBy: { id: "asc" },
    });
    const choices = [[], ["el"], ["en", "ru"], [], ["ru"]];
    const mine = new Map<number, string[]>();
    for (const [n, person] of people.entries()) {
      mine.set(person.id, choices[n % choices.length]);
      if (choices[n % choices.length].length)
        await updateProjectMember({
          actor: lead,
          projectId,
          userId: person.id,
          input: { languages: choices[n % choices.length] },
        });
    }
    await Promise.all(
      people.map(async (actor, n) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          await submitAnnotation({
            actor,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", n % 3 === 0 ? 2 : 0),
          });
        }
      }),
    );
    const rows = await db.$queryRaw<{ user_id: number; language: string }[]>`
      SELECT a.user_id, i.language FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = ${projectId}`;
    expect(
      rows.filter(
        (r) => mine.get(r.user_id)!.length > 0 && !mine.get(r.user_id)!.includes(r.language),
      ),
    ).toEqual([]);
    const perItem = await db.$queryRaw<{ n: number; distinct_users: number }[]>`
      SELECT count(a.id)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users FROM items i LEFT JOIN annotations a ON a.item_id = i.id
       WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(90);
    expect(perItem.filter((r) => r.n !== 2 || r.distinct_users !== 2)).toEqual([]);
    expect(await db.assignment.count({ where: { projectId, status: { not: "submitted" } } })).toBe(
      0,
    );
    // Each person's untouched items went round the models: their tallies differ by at most one
    // while every model had items (here: all five, 18 items each, 90 first claims among 40 people).
    const tallies = await db.stratumTally.groupBy({
      by: ["stratum"],
      where: { projectId },
      _sum: { claims: true },
    });
    expect(tallies).toHaveLength(5);
    expect(tallies.reduce((s, t) => s + (t._sum.claims ?? 0), 0)).toBe(90);
  }, 300_000);
});
