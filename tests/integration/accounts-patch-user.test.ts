import { describe, expect, it } from "vitest";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { PATCH as patchUser } from "@/app/api/v1/users/[id]/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser, TEST_PASSWORD } from "../factories";
import { call, disagreementFor, type Route, statusOf } from "./helpers/member-calls";

const patch = (as: SessionUser, id: number | string, body: unknown) =>
  call(patchUser as Route, as, { id }, { method: "PATCH", body });

describe("PATCH /users/{id}", () => {
  it("changes role, name and password; a role change or a new password ends the person's tokens, a new name does not", async () => {
    const admin = await makeUser("admin");
    const ana = await makeUser("annotator");
    const first = await createApiToken({ userId: ana.id, name: "script" });

    const renamed = await patch(admin, ana.id, { name: "Ana Lopes" });
    expect(renamed).toMatchObject({
      status: 200,
      json: { user: { id: ana.id, name: "Ana Lopes", role: "annotator", is_active: true } },
    });
    expect(await userForApiToken(first.token)).toMatchObject({ id: ana.id });

    expect(await patch(admin, ana.id, { role: "lead" })).toMatchObject({
      status: 200,
      json: { user: { role: "lead" } },
    });
    expect(await userForApiToken(first.token)).toBeNull();
    const kept = await createApiToken({ userId: ana.id, name: "kept" });
    expect((await patch(admin, ana.id, { role: "lead" })).status).toBe(200); // the same role again: no change, no event
    expect(await userForApiToken(kept.token)).toMatchObject({ id: ana.id });

    const second = await createApiToken({ userId: ana.id, name: "script 2" });
    expect(await patch(admin, ana.id, { password: "another long passphrase" })).toMatchObject({
      status: 200,
    });
    expect(await userForApiToken(second.token)).toBeNull();
    expect(
      await authenticateUser({
        credentials: { email: ana.email, password: TEST_PASSWORD },
        clientAddress: null,
      }),
    ).toBeNull();
    expect(
      await authenticateUser({
        credentials: { email: ana.email, password: "another long passphrase" },
        clientAddress: null,
      }),
    ).toMatchObject({ id: ana.id, role: "lead" });

    const events = await db.auditEvent.findMany({
      where: { entityType: "user", entityId: String(ana.id), action: "user.update" },
      orderBy: { id: "asc" },
      select: { actorId: true, after: true },
    });
    expect(events.map((e) => e.after)).toEqual([
      { name: "Ana Lopes" },
      { role: "lead" },
      { passwordReset: true },
    ]);
    expect(events.every((e) => e.actorId === admin.id)).toBe(true);
  });

  it("answers 422 with field messages, 404 for an unknown user, 403 for non-admins, and writes nothing", async () => {
    const admin = await makeUser("admin");
    const lead = await makeUser("lead");
    const ana = await makeUser("annotator");
    const bad = await patch(admin, ana.id, {
      role: "boss",
      name: "",
      password: "short",
      active: "no",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json!.error.details.fields).sort()).toEqual([
      "active",
      "name",
      "password",
      "role",
    ]);
    expect((await patch(admin, ana.id, {})).status).toBe(422);
    expect((await patch(admin, ana.id, { email: "new@test.example" })).status).toBe(422);
    expect((await patch(admin, ana.id, "{oops")).status).toBe(400);
    expect((await patch(admin, 2_000_000_000, { name: "Ghost" })).status).toBe(404);
    expect((await patch(admin, "abc", { name: "Ghost" })).status).toBe(404);
    expect((await patch(lead, ana.id, { role: "admin" })).status).toBe(403);
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: ana.id },
        select: { name: true, role: true, isActive: true },
      }),
    ).toEqual({
      name: "annotator",
      role: "annotator",
      isActive: true,
    });
  });

  it("deactivation ends access, releases annotation and adjudication claims and keeps submitted work; reactivation restores access", async () => {
    const admin = await makeUser("admin");
    const cy = await makeUser("annotator");
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 0,
    });
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: cy.email, role: "annotator" },
    });
    const done = await claimNextItem({ actor: cy, projectId });
    await submitAnnotation({
      actor: cy,
      assignmentId: done!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    const held = await claimNextItem({ actor: cy, projectId });
    const disputed = await disagreementFor(cy);
    const adjudication = await claimNextAdjudication({ actor: cy, projectId: disputed.projectId });
    const { token } = await createApiToken({ userId: cy.id, name: "script" });

    expect(await patch(admin, cy.id, { active: false })).toMatchObject({
      status: 200,
      json: { user: { is_active: false } },
    });

    expect(await statusOf(held!.assignmentId)).toMatchObject({ status: "released" });
    expect(
      await db.item.findUniqueOrThrow({ where: { id: held!.item.id }, select: { status: true } }),
    ).toEqual({ status: "pending" });
    expect(
      await db.adjudication.findUniqueOrThrow({
        where: { id: adjudication!.adjudicationId },
        select: { status: true },
      }),
    ).toEqual({ status: "released" });
    expect(
      await db.item.findUniqueOrThrow({
        where: { id: adjudication!.item.id },
        select: { status: true },
      }),
    ).toEqual({ status: "disagreement" });
    expect(await statusOf(done!.assignmentId)).toMatchObject({ status: "submitted" });
    expect(await db.annotation.count({ where: { userId: cy.id } })).toBe(1);
    expect(await db.apiToken.count({ where: { userId: cy.id, revokedAt: null } })).toBe(0);
    expect(
      await authenticateUser({
        credentials: { email: cy.email, password: TEST_PASSWORD },
        clientAddress: null,
      }),
    ).toBeNull();
    // A deactivated account cannot authenticate at all: 401, whatever it asks for.
    expect((await call(queueNext as Route, { token }, { id: projectId })).status).toBe(401);
    // Nor can its claims come back through the function itself (the account is checked in SQL too).
    expect(
      await db.$queryRawUnsafe(
        `SELECT * FROM accord_claim_item($1, $2, 2, 60, '{annotator}')`,
        projectId,
        cy.id,
      ),
    ).toEqual([]);

    expect(await patch(admin, cy.id, { active: true })).toMatchObject({
      status: 200,
      json: { user: { is_active: true } },
    });
    expect(
      await authenticateUser({
        credentials: { email: cy.email, password: TEST_PASSWORD },
        clientAddress: null,
      }),
    ).toMatchObject({ id: cy.id });
    expect(await claimNextItem({ actor: cy, projectId })).toMatchObject({
      assignmentId: held!.assignmentId,
      item: { id: held!.item.id },
    });
    const events = await db.auditEvent.findMany({
      where: { entityType: "user", entityId: String(cy.id), action: "user.update" },
      orderBy: { id: "asc" },
      select: { after: true },
    });
    expect(events.map((e) => e.after)).toEqual([
      { isActive: false, released: { assignments: 1, adjudications: 1 } },
      { isActive: true },
    ]);
  });

  it("refuses to demote or deactivate the last active admin", async () => {
    const admin = await makeUser("admin");
    // Earlier files' admins are done with; this test needs to be the only active one.
    await db.user.updateMany({
      where: { role: "admin", isActive: true, id: { not: admin.id } },
      data: { isActive: false },
    });
    for (const change of [{ role: "lead" }, { active: false }]) {
      const refused = await patch(admin, admin.id, change);
      expect(refused.status).toBe(409);
      expect(refused.json!.error.message).toMatch(/last active admin/);
    }
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: admin.id },
        select: { role: true, isActive: true },
      }),
    ).toEqual({ role: "admin", isActive: true });
    expect((await patch(admin, admin.id, { name: "Still admin" })).status).toBe(200);

    const other = await makeUser("admin");
    expect(await patch(admin, admin.id, { role: "lead" })).toMatchObject({
      status: 200,
      json: { user: { role: "lead" } },
    });
    expect((await patch(other, other.id, { active: false })).status).toBe(409);
  });
});
