import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getAgreementVersion } from "@/lib/agreement/data/get-agreement-version";
import { pgPool } from "@/lib/db/pg-pool";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { annotate, closeWindows, revise, stored } from "./helpers/revise-calls";

// Decision 048: revising within the window through the route, its refusals, and the setting's
// value for a project stored before it existed. The comparing of a revised item is in
// revise-annotation-compare.test.ts, a check item's answer in revise-annotation-checks.test.ts.

describe("revising my own annotation within the window (decision 048)", () => {
  it("replaces the annotation and its rows, audited with before and after; the window is submit + reviseMinutes by the database clock", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "first");
    const before = await stored(claim.assignmentId);
    expect(before.revisableUntil!.getTime() - before.submittedAt.getTime()).toBe(10 * 60_000);
    expect(before.errorTags.map((t) => t.code).sort()).toEqual(["LG-WL2", "MS-CC"]);

    const version = await getAgreementVersion({ projectId });
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2, "second"),
      time_spent_ms: 1500,
    });
    expect(res.status, res.text).toBe(200);
    // The agreement report's ETag moves with a revise (its data changed, its count did not).
    expect(await getAgreementVersion({ projectId })).not.toBe(version);
    expect(res.json).toEqual({
      annotation_id: before.id,
      annotation: sampleAnnotation("generated_comment", 2, "second"),
      revisable_until: before.revisableUntil!.toISOString(),
    });
    const after = await stored(claim.assignmentId);
    expect(after).toMatchObject({
      id: before.id,
      data: sampleAnnotation("generated_comment", 2, "second"),
      revisableUntil: before.revisableUntil,
      errorTags: [{ code: "SE-HA3" }],
    });
    expect(after.revisedAt).not.toBeNull();
    const audit = await db.auditEvent.findMany({
      where: { projectId, action: "annotation.revise" },
      select: { actorId: true, entityType: true, entityId: true, before: true, after: true },
    });
    expect(audit).toEqual([
      {
        actorId: ana.id,
        entityType: "annotation",
        entityId: String(before.id),
        before: { data: sampleAnnotation("generated_comment", 0, "first") },
        after: { data: sampleAnnotation("generated_comment", 2, "second") },
      },
    ]);
  });

  it("replaces a QA pair's citation rows as the submit writes them", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "qa_pair",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 5 },
    });
    const claim = await annotate(ana, projectId, "qa_pair", 0);
    expect((await stored(claim.assignmentId)).citations.map((c) => c.url).sort()).toEqual([
      "https://go.dev/doc/0",
      "https://pkg.go.dev/net/http",
    ]);
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("qa_pair", 2),
    });
    expect(res.status, res.text).toBe(200);
    expect((await stored(claim.assignmentId)).citations.map((c) => c.url).sort()).toEqual([
      "https://go.dev/",
      "https://pkg.go.dev/",
    ]);
  });

  it("after the window, or in a project without one, is a 409 revise_window_closed that changes nothing", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "kept");
    await closeWindows({ assignmentId: claim.assignmentId });
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("revise_window_closed");
    expect((await stored(claim.assignmentId)).data).toEqual(
      sampleAnnotation("generated_comment", 0, "kept"),
    );

    const none = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const final = await annotate(none.annotators[0], none.projectId, "generated_comment", 0);
    expect((await stored(final.assignmentId)).revisableUntil).toBeNull();
    const refused = await revise(none.annotators[0], final.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect([refused.status, refused.json.error?.code]).toEqual([409, "revise_window_closed"]);

    // Claimed but not submitted: nothing to revise, the same answer.
    const open = (await claimNextItem({ actor: ana, projectId }))!;
    expect(
      (
        await revise(ana, open.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 2),
        })
      ).status,
    ).toBe(409);
    expect(
      await db.auditEvent.count({
        where: { action: "annotation.revise", projectId: { in: [projectId, none.projectId] } },
      }),
    ).toBe(0);
  });

  it("someone else's assignment, or one that does not exist, is a 404", async () => {
    const {
      projectId,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "ana's");
    const res = await revise(ben, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect([res.status, res.json.error?.code]).toEqual([404, "not_found"]);
    expect(
      (await revise(ben, 2_000_000_000, { annotation: sampleAnnotation("generated_comment", 2) }))
        .status,
    ).toBe(404);
    expect(
      (await revise(ben, 0, { annotation: sampleAnnotation("generated_comment", 2) })).status,
    ).toBe(404);
    expect((await stored(claim.assignmentId)).data).toEqual(
      sampleAnnotation("generated_comment", 0, "ana's"),
    );
  });

  it("a bad annotation or body is a 422 with field messages and writes nothing", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "kept");
    const before = await stored(claim.assignmentId);
    for (const [body, field] of [
      [{ annotation: { accuracy: "very good", error_codes: [] } }, "accuracy"],
      [
        {
          annotation: { ...sampleAnnotation("generated_comment", 0), error_codes: ["NOT-A-CODE"] },
        },
        "error_codes.0",
      ],
      [{}, "annotation"],
      [
        { annotation: sampleAnnotation("generated_comment", 2), time_spent_ms: "soon" },
        "time_spent_ms",
      ],
    ] as const) {
      const res = await revise(ana, claim.assignmentId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.error?.details?.fields ?? {}), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(await stored(claim.assignmentId)).toEqual(before);
    expect(await db.auditEvent.count({ where: { projectId, action: "annotation.revise" } })).toBe(
      0,
    );
  });

  it("a project stored before the setting existed keeps comparing at the last submit: the migration gives it 0, a new project gets the default", async () => {
    const { projectId } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const { projectId: other } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 7 },
    });
    await pgPool().query(
      `UPDATE projects SET settings = settings::jsonb - 'reviseMinutes' WHERE id = $1`,
      [projectId],
    );
    const settingsOf = async (id: number) =>
      parseProjectSettings(
        (await db.project.findUniqueOrThrow({ where: { id }, select: { settings: true } }))
          .settings,
      );
    expect((await settingsOf(projectId)).reviseMinutes).toBe(10);
    const migration = readFileSync(
      path.resolve(
        import.meta.dirname,
        "../../prisma/migrations/20261209000000_revise_window/migration.sql",
      ),
      "utf8",
    );
    const update = migration.split(";").find((st) => st.includes('UPDATE "projects"'));
    expect(update).toBeDefined();
    await pgPool().query(update!);
    expect((await settingsOf(projectId)).reviseMinutes).toBe(0);
    expect((await settingsOf(other)).reviseMinutes).toBe(7);
  });
});
