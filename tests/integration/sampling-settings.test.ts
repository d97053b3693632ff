import { describe, expect, it } from "vitest";
import { updateProjectBodySchema } from "@/lib/api/project-bodies";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { createProject } from "@/lib/projects/create-project";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { queueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource, makeUser } from "../factories";
import { comments, expectedChoice, project } from "./helpers/sampling-fixtures";

// SPEC §2 Sampling (decision 024): the settings, their refusals, and a new fraction deciding the
// untouched items again. The queue, gold, export and agreement are in sampling-queue.test.ts.
describe("sampling (SPEC §2): settings", () => {
  const storedSettings = async (projectId: number) =>
    parseProjectSettings(
      (await db.project.findUniqueOrThrow({ where: { id: projectId } })).settings,
    );

  async function refusal(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (e) {
      if (isAppError(e))
        return {
          status: e.status,
          fields: (e.details as { fields?: Record<string, string[]> } | undefined)?.fields,
        };
      throw e;
    }
    throw new Error("expected a refusal");
  }

  it("422 with field messages for a bad fraction or a stratum the kind does not have; nothing saved", async () => {
    const { projectId, lead } = await project({});
    const before = await storedSettings(projectId);
    const bad = [
      { overlap_fraction: 0 },
      { overlap_fraction: 1.5 },
      { overlap_strata: ["difficulty"] },
      { overlap_strata: ["language", "language"] },
      { validation_fraction: -1 },
    ];
    for (const settings of bad) {
      const r = await refusal(() =>
        updateProject({
          actor: lead,
          projectId,
          input: { settings },
          schema: updateProjectBodySchema,
        }),
      );
      expect(r.status).toBe(422);
      expect(Object.keys(r.fields ?? {}).some((k) => k.startsWith("settings."))).toBe(true);
    }
    // Through the API's form, a refusal decided after parsing names the field as the API spells it.
    const apiStrata = await refusal(() =>
      updateProject({
        actor: lead,
        projectId,
        input: { settings: { overlap_strata: ["difficulty"] } },
        schema: updateProjectBodySchema,
      }),
    );
    expect(Object.keys(apiStrata.fields ?? {})).toEqual(["settings.overlap_strata"]);
    expect(await storedSettings(projectId)).toEqual(before);
    const created = await refusal(() =>
      createProject({
        actor: lead,
        input: { name: "x", kind: "readme", settings: { overlapStrata: ["model"] } },
      }),
    );
    expect(created).toMatchObject({
      status: 422,
      fields: { "settings.overlapStrata": [expect.stringContaining("`model`")] },
    });
    // Allowed: the kind's model and fields, meta keys.
    await updateProject({
      actor: lead,
      projectId,
      input: {
        settings: {
          overlap_strata: ["model", "programming_language", "meta.split"],
          overlap_fraction: 0.3,
        },
      },
      schema: updateProjectBodySchema,
    });
    expect(await storedSettings(projectId)).toMatchObject({
      overlapStrata: ["model", "programming_language", "meta.split"],
      overlapFraction: 0.3,
    });
  });

  it("a new fraction decides the untouched items again and keeps the choice of every item under way", async () => {
    const { projectId, lead, annotators } = await project({ overlapFraction: 0.5 }, 1);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("z", () => 2),
        64 * 1024,
      ),
    });
    // One item under way (claimed), one done.
    const first = await claimNextItem({ actor: annotators[0], projectId });
    const second = await claimNextItem({ actor: annotators[0], projectId });
    expect(second?.assignmentId).toBe(first?.assignmentId);
    await submitAnnotation({
      actor: annotators[0],
      assignmentId: first!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 0),
    });
    const underWay = await claimNextItem({ actor: annotators[0], projectId });
    const touched = new Map(
      (await db.item.findMany({ where: { projectId, status: { not: "pending" } } })).map((i) => [
        i.id,
        i.sampled,
      ]),
    );
    expect(touched.size).toBe(2);

    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { overlap_fraction: 0.25 } },
      schema: updateProjectBodySchema,
    });
    const rows = await db.item.findMany({ where: { projectId }, orderBy: { id: "asc" } });
    for (const [id, sampled] of touched)
      expect(rows.find((r) => r.id === id)?.sampled).toBe(sampled);
    // ⌊0.25·12 + ½⌋ = 3 chosen in all, as near as the kept choices allow.
    const keptChosen = [...touched.values()].filter(Boolean).length;
    const untouched = rows.filter((r) => !touched.has(r.id));
    expect(untouched.every((r) => r.sampled !== null)).toBe(true);
    expect(untouched.filter((r) => r.sampled)).toHaveLength(Math.max(0, 3 - keptChosen));
    const rowsForRef = untouched.map((r) => ({
      externalId: r.externalId,
      language: r.language,
      model: "",
      sampled: r.sampled,
    }));
    expect(
      untouched
        .filter((r) => r.sampled)
        .map((r) => r.externalId)
        .sort(),
    ).toEqual(expectedChoice(projectId, rowsForRef, Math.max(0, 3 - keptChosen)));
    expect(underWay).not.toBeNull();

    const needed = async () =>
      (await queueProgress({ userId: lead.id, projectId, overlap: 2 })).project.annotationsNeeded;
    const expectedNeed = async () =>
      (await db.item.findMany({ where: { projectId } })).reduce(
        (n, i) => n + (i.sampled === false ? 1 : 2),
        0,
      );
    expect(await needed()).toBe(await expectedNeed());

    // Back to 1: the untouched items are all in the sample again (NULL), the others keep theirs.
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { overlap_fraction: 1 } },
      schema: updateProjectBodySchema,
    });
    const back = await db.item.findMany({ where: { projectId } });
    expect(back.filter((r) => !touched.has(r.id)).every((r) => r.sampled === null)).toBe(true);
    for (const [id, sampled] of touched)
      expect(back.find((r) => r.id === id)?.sampled).toBe(sampled ?? true);
    expect(await needed()).toBe(await expectedNeed());
  });

  it("createProject keeps the settings as given", async () => {
    const lead = await makeUser("lead");
    const { id } = await createProject({
      actor: lead,
      input: {
        name: "s",
        kind: "qa_pair",
        settings: { overlapFraction: 0.2, overlapStrata: ["language", "difficulty"] },
      },
    });
    expect(await storedSettings(id)).toMatchObject({
      overlapFraction: 0.2,
      overlapStrata: ["language", "difficulty"],
      validationFraction: 1,
    });
  });
});
