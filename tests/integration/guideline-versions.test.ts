import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { db } from "@/lib/db";
import { getItemHistory } from "@/lib/gold/get-item-history";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { updateProject } from "@/lib/projects/update-project";
import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeProject, makeUser } from "../factories";
import { annotate, revise } from "./helpers/revise-calls";

const versions = (projectId: number) =>
  db.guidelineVersion.findMany({
    where: { projectId },
    orderBy: { version: "asc" },
    select: { version: true, authorId: true, instructions: true, labels: true, diff: true },
  });

const current = async (projectId: number) =>
  (await db.project.findUniqueOrThrow({ where: { id: projectId } })).guidelineVersion;

describe("guideline versions (SPEC §2)", () => {
  it("a new project has version 1 with its kind's labels, defaults filled", async () => {
    const { id, lead } = await makeProject({ kind: "generated_comment" });
    expect(await versions(id)).toEqual([
      {
        version: 1,
        authorId: lead.id,
        instructions: "",
        labels: { commentAgreement: "accuracy_and_codes", taxonomy: "katzy-26" },
        diff: [],
      },
    ]);
  });

  it("a project created without instructions starts with its kind's guidelines, as version 1", async () => {
    const lead = await makeUser("lead");
    for (const kind of itemKinds) {
      const { id } = await createProject({
        actor: lead,
        input: { name: `Defaults ${kind}`, kind },
      });
      const [v1] = await versions(id);
      expect(v1.instructions, kind).toBe(kindModule(kind).guidelines);
      expect(v1.instructions.length, kind).toBeGreaterThan(300);
    }
    const { id } = await makeProject({ kind: "readme", lead, instructions: "Own words." });
    expect((await versions(id))[0].instructions).toBe("Own words.");
  });

  it("instructions or a label setting make a new version; a name, overlap or default-equal change does not", async () => {
    const { id, lead } = await makeProject({ kind: "dialogue" });
    const update = (input: unknown) => updateProject({ actor: lead, projectId: id, input });
    await update({ name: "Renamed" });
    await update({ settings: { overlap: 3, leaseMinutes: 45 } });
    // The default categories, spelled out: equal after defaults.
    const defaults = (await versions(id))[0].labels as { taskCategories: string[] };
    await update({ settings: { taskCategories: defaults.taskCategories } });
    expect((await versions(id)).length).toBe(1);

    await update({ instructions: "Label the task.\nBe brief." });
    await update({ settings: { taskCategories: ["bugs", "features"], overlap: 2 } });
    const all = await versions(id);
    expect(all.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(all[1]).toMatchObject({
      authorId: lead.id,
      instructions: "Label the task.\nBe brief.",
      diff: [{ field: "instructions", before: "", after: "Label the task.\nBe brief." }],
    });
    expect(all[2]).toMatchObject({
      instructions: "Label the task.\nBe brief.",
      labels: { taskCategories: ["bugs", "features"] },
      diff: [
        { field: "taskCategories", before: defaults.taskCategories, after: ["bugs", "features"] },
      ],
    });
    expect(await current(id)).toBe(3);
    const audit = await db.auditEvent.findMany({
      where: { projectId: id, action: "guidelines.version" },
      select: { after: true },
    });
    expect(audit.map((a) => (a.after as { version: number }).version).sort()).toEqual([2, 3]);
  });

  it("two changes at once give two versions, numbered in order, each diffed against the other", async () => {
    const { id, lead } = await makeProject({ kind: "readme" });
    await Promise.all([
      updateProject({ actor: lead, projectId: id, input: { instructions: "Read it all." } }),
      updateProject({
        actor: lead,
        projectId: id,
        input: { settings: { readmeMatchThreshold: 0.7 } },
      }),
    ]);
    const all = await versions(id);
    expect(all.map((v) => v.version)).toEqual([1, 2, 3]);
    // The last version has both changes: neither was diffed against a stale stand.
    expect(all[2]).toMatchObject({
      instructions: "Read it all.",
      labels: { readmeMatchThreshold: 0.7 },
    });
    expect(all.flatMap((v) => (v.diff as { field: string }[]).map((d) => d.field)).sort()).toEqual([
      "instructions",
      "readmeMatchThreshold",
    ]);
    expect(await current(id)).toBe(3);
  });
});

describe("stamping work with the version it was made under", () => {
  it("annotations on submit and on revise", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 1,
      settings: { reviseMinutes: 10 },
    });
    const first = await annotate(ana, projectId, "generated_comment", 0);
    await updateProject({ actor: lead, projectId, input: { instructions: "v2" } });
    const second = await annotate(ana, projectId, "generated_comment", 0);
    const stamp = async (assignmentId: number) =>
      (await db.annotation.findFirstOrThrow({ where: { assignmentId } })).guidelineVersion;
    expect([await stamp(first.assignmentId), await stamp(second.assignmentId)]).toEqual([1, 2]);
    const revised = await revise(ana, first.assignmentId, {
      annotation: { accuracy: "correct", error_codes: [], notes: "" },
    });
    expect(revised.status).toBe(200);
    expect(await stamp(first.assignmentId)).toBe(2);
  });

  it("gold when it is written, an adjudication when it is resolved", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 2 });
    // Item 1: agreed, the last submit under v2. Item 2: a disagreement, resolved under v3.
    await annotate(ana, projectId, "generated_comment", 0);
    await annotate(ana, projectId, "generated_comment", 0);
    await updateProject({ actor: lead, projectId, input: { instructions: "v2" } });
    await annotate(ben, projectId, "generated_comment", 1);
    await annotate(ben, projectId, "generated_comment", 2);
    const agreed = await db.goldRecord.findFirstOrThrow({ where: { item: { projectId } } });
    expect(agreed.guidelineVersion).toBe(2);
    await updateProject({ actor: lead, projectId, input: { instructions: "v3" } });
    const cy = await makeUser("annotator");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: cy.email, role: "annotator" },
    });
    const view = await claimNextAdjudication({ actor: cy, projectId });
    await resolveAdjudication({
      actor: cy,
      adjudicationId: view!.adjudicationId,
      input: { choice: "a", rationale: "A" },
    });
    const adjudication = await db.adjudication.findUniqueOrThrow({
      where: { id: view!.adjudicationId },
    });
    const gold = await db.goldRecord.findUniqueOrThrow({ where: { itemId: adjudication.itemId } });
    expect([adjudication.guidelineVersion, gold.guidelineVersion]).toEqual([3, 3]);
    // The lead's item history names each record's version.
    const history = await getItemHistory({ actor: lead, itemId: adjudication.itemId });
    expect({
      annotations: history.annotations.map((a) => a.guidelineVersion),
      adjudications: history.adjudications.map((d) => d.guidelineVersion),
      gold: history.gold?.guidelineVersion,
    }).toEqual({ annotations: [1, 2], adjudications: [3], gold: 3 });
    // The agreed item's gold was not written again.
    expect(
      (await db.goldRecord.findUniqueOrThrow({ where: { itemId: agreed.itemId } }))
        .guidelineVersion,
    ).toBe(2);
  });

  it("validation ratings", async () => {
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "readme",
      items: 1,
      annotators: 2,
      settings: { readmeValidation: true },
    });
    for (const [variant, actor] of annotators.entries())
      await annotate(actor, projectId, "readme", variant as 0 | 1);
    const gold = await db.goldRecord.findFirstOrThrow({ where: { item: { projectId } } });
    expect(gold.guidelineVersion).toBe(1);
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { readmeMatchThreshold: 0.6 } },
    });
    const vic = await makeUser("annotator");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: vic.email, role: "annotator" },
    });
    const task = await claimNextValidation({ actor: vic, projectId });
    await submitValidation({ actor: vic, itemId: task!.itemId, input: { rating: 3, notes: "" } });
    const rating = await db.validationRating.findFirstOrThrow({ where: { itemId: task!.itemId } });
    expect(rating.guidelineVersion).toBe(2);
  });
});
