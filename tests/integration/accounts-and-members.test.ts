import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import {
  DELETE as deleteMember,
  PATCH as patchMember,
} from "@/app/api/v1/projects/[id]/members/[userId]/route";
import { GET as listMembers } from "@/app/api/v1/projects/[id]/members/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { PATCH as patchUser } from "@/app/api/v1/users/[id]/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken, userForApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { listProjects } from "@/lib/projects/list-projects";
import { lockActiveMembership } from "@/lib/projects/lock-active-membership";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { updateUser } from "@/lib/users/update-user";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser, TEST_PASSWORD } from "../factories";

type Route = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
/** The parts of the responses these tests read. */
type Body = {
  error: { code: string; message: string; details: { fields: Record<string, string[]> } };
  user: Record<string, unknown>;
  member: Record<string, unknown>;
  members: { user_id: number; is_active: boolean }[];
};

/** Calls a route handler as `user` with a fresh Bearer token (or with the token given). */
async function call(
  route: Route,
  as: SessionUser | { token: string },
  params: Record<string, string | number>,
  init: { method?: string; body?: unknown } = {},
) {
  const token =
    "token" in as ? as.token : (await createApiToken({ userId: as.id, name: "test" })).token;
  const req = new NextRequest("http://localhost/api/v1/x", {
    method: init.method ?? "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === "string" ? init.body : JSON.stringify(init.body) }),
  });
  const res = await route(req, {
    params: Promise.resolve(
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    ),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Body | null };
}
const patch = (as: SessionUser, id: number | string, body: unknown) =>
  call(patchUser as Route, as, { id }, { method: "PATCH", body });
const statusOf = (id: number) =>
  db.assignment.findUniqueOrThrow({ where: { id }, select: { status: true, draft: true } });

/** An item in disagreement in a dialogue project, with `judge` as its adjudicator member. */
async function disagreementFor(judge: SessionUser) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 2 });
  for (const [actor, variant] of [
    [ana, 0],
    [ben, 2],
  ] as const) {
    const claim = await claimNextItem({ actor, projectId });
    await submitAnnotation({
      actor,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("dialogue", variant),
    });
  }
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: judge.email, role: "adjudicator" },
  });
  return { projectId, lead };
}

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

describe("project members", () => {
  const member = (as: SessionUser, projectId: number, userId: number | string, body: unknown) =>
    call(patchMember as Route, as, { id: projectId, userId }, { method: "PATCH", body });

  it("a deactivated member is told so, gets no work, and their claims were released; reactivated, they work again", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 2 });
    const held = await claimNextItem({ actor: ana, projectId });
    await db.assignment.update({
      where: { id: held!.assignmentId },
      data: { draft: { accuracy: "correct" } },
    });

    const removed = await call(
      deleteMember as Route,
      lead,
      { id: projectId, userId: ana.id },
      { method: "DELETE" },
    );
    expect(removed).toMatchObject({
      status: 200,
      json: { member: { user_id: ana.id, is_active: false, role: "annotator" } },
    });
    expect(await statusOf(held!.assignmentId)).toEqual({
      status: "released",
      draft: { accuracy: "correct" },
    });
    expect(
      await db.item.findUniqueOrThrow({ where: { id: held!.item.id }, select: { status: true } }),
    ).toEqual({ status: "pending" });

    const refused = await call(queueNext as Route, ana, { id: projectId });
    expect(refused.status).toBe(403);
    expect(refused.json!.error.message).toMatch(/deactivated/);
    expect(
      await db.$queryRawUnsafe(
        `SELECT * FROM accord_claim_item($1, $2, 2, 60, '{annotator}')`,
        projectId,
        ana.id,
      ),
    ).toEqual([]);
    expect(await db.assignment.count({ where: { userId: ana.id, status: "active" } })).toBe(0);
    expect((await listProjects({ actor: ana })).map((p) => p.id)).not.toContain(projectId);
    // Ben is not affected and can take the item Ana gave back.
    expect(await claimNextItem({ actor: ben, projectId })).toMatchObject({
      item: { id: held!.item.id },
    });

    const listed = await call(listMembers as Route, lead, { id: projectId }, { method: "GET" });
    expect(listed.json!.members.map((m) => [m.user_id, m.is_active])).toEqual(
      expect.arrayContaining([
        [ana.id, false],
        [ben.id, true],
      ]),
    );

    expect(await member(lead, projectId, ana.id, { active: true })).toMatchObject({
      status: 200,
      json: { member: { is_active: true } },
    });
    expect(await claimNextItem({ actor: ana, projectId })).not.toBeNull();
    const events = await db.auditEvent.findMany({
      where: { projectId, action: "member.update" },
      orderBy: { id: "asc" },
      select: { before: true, after: true },
    });
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        { role: "annotator", isActive: true },
        {
          email: ana.email,
          role: "annotator",
          isActive: false,
          released: { assignments: 1, adjudications: 0 },
        },
      ],
      [
        { role: "annotator", isActive: false },
        { email: ana.email, role: "annotator", isActive: true },
      ],
    ]);
  });

  it("a deactivated adjudicator gets no adjudication (403) and gives back the one they held; a role change releases the old role's claims", async () => {
    const judge = await makeUser("annotator");
    const { projectId, lead } = await disagreementFor(judge);
    const view = await claimNextAdjudication({ actor: judge, projectId });
    expect((await member(lead, projectId, judge.id, { active: false })).status).toBe(200);
    expect(
      await db.adjudication.findUniqueOrThrow({
        where: { id: view!.adjudicationId },
        select: { status: true },
      }),
    ).toEqual({ status: "released" });
    const refused = await call(adjudicationNext as Route, judge, { id: projectId });
    expect(refused.status).toBe(403);
    expect(refused.json!.error.message).toMatch(/deactivated/);

    const {
      projectId: queueId,
      lead: queueLead,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const held = await claimNextItem({ actor: ana, projectId: queueId });
    expect(await member(queueLead, queueId, ana.id, { role: "adjudicator" })).toMatchObject({
      status: 200,
      json: { member: { role: "adjudicator", is_active: true } },
    });
    expect(await statusOf(held!.assignmentId)).toMatchObject({ status: "released" });
    expect((await call(queueNext as Route, ana, { id: queueId })).status).toBe(403);
  });

  it("only the project's leads and admins manage members: another project's lead 404, an annotator 403; bad input 422, unknown member 404", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 0, annotators: 2 });
    const { lead: otherLead } = await makeQueueProject({
      kind: "generated_comment",
      items: 0,
      annotators: 0,
    });
    const admin = await makeUser("admin");
    expect((await member(otherLead, projectId, ben.id, { active: false })).status).toBe(404);
    expect(
      (
        await call(
          deleteMember as Route,
          otherLead,
          { id: projectId, userId: ben.id },
          { method: "DELETE" },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(listMembers as Route, otherLead, { id: projectId }, { method: "GET" })).status,
    ).toBe(404);
    expect((await member(ana, projectId, ben.id, { active: false })).status).toBe(403);
    expect(
      (
        await call(
          deleteMember as Route,
          ana,
          { id: projectId, userId: ben.id },
          { method: "DELETE" },
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(listMembers as Route, ana, { id: projectId }, { method: "GET" })).status,
    ).toBe(403);

    const bad = await member(lead, projectId, ben.id, { role: "boss", active: "yes" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json!.error.details.fields).sort()).toEqual(["active", "role"]);
    expect((await member(lead, projectId, ben.id, {})).status).toBe(422);
    // Languages (SPEC §1): lowercase ISO 639-1 codes; the bad entry is named.
    const badLanguages = await member(lead, projectId, ben.id, { languages: ["el", "greek"] });
    expect(badLanguages.status).toBe(422);
    expect(badLanguages.json!.error.details.fields).toEqual({
      "languages.1": [expect.stringMatching(/two-letter/)],
    });
    expect((await member(lead, projectId, ben.id, { languages: "el" })).status).toBe(422);
    expect((await member(lead, projectId, otherLead.id, { active: false })).status).toBe(404);
    expect((await member(lead, projectId, 2_000_000_000, { active: false })).status).toBe(404);
    expect((await member(lead, projectId, "x", { active: false })).status).toBe(404);
    expect(
      await db.projectMember.findMany({
        where: { projectId, userId: ben.id },
        select: { role: true, isActive: true },
      }),
    ).toEqual([{ role: "annotator", isActive: true }]);

    expect(await member(admin, projectId, ben.id, { role: "lead" })).toMatchObject({
      status: 200,
      json: { member: { role: "lead" } },
    });
    // A deactivated lead manages nothing any more.
    expect((await member(admin, projectId, ben.id, { active: false })).status).toBe(200);
    expect((await member(ben, projectId, ana.id, { active: false })).status).toBe(403);
  });
});

describe("a deactivation and a claim at the same time", () => {
  /** Runs a claim in a transaction left open while `deactivate` starts, then commits it. */
  async function claimDuring(opts: {
    projectId: number;
    userId: number;
    deactivate: () => Promise<unknown>;
  }) {
    const client = await pgPool().connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query(
        `SELECT assignment_id FROM accord_claim_item($1, $2, 2, 60, '{annotator}')`,
        [opts.projectId, opts.userId],
      );
      expect(rows).toHaveLength(1);
      const deactivating = opts.deactivate();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query("COMMIT");
      await deactivating;
    } finally {
      client.release();
    }
  }

  it("the deactivation waits for the claim in flight and releases it, for a membership and for an account", async () => {
    const admin = await makeUser("admin");
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 2 });
    await claimDuring({
      projectId,
      userId: ana.id,
      deactivate: () =>
        updateProjectMember({ actor: lead, projectId, userId: ana.id, input: { active: false } }),
    });
    expect(
      await db.assignment.findMany({ where: { userId: ana.id }, select: { status: true } }),
    ).toEqual([{ status: "released" }]);
    await claimDuring({
      projectId,
      userId: ben.id,
      deactivate: () => updateUser({ actor: admin, userId: ben.id, input: { active: false } }),
    });
    expect(
      await db.assignment.findMany({ where: { userId: ben.id }, select: { status: true } }),
    ).toEqual([{ status: "released" }]);
  });
});

describe("lockActiveMembership (inside an adjudication claim)", () => {
  it("refuses a membership or an account deactivated after the access check, and not an admin, whom membership does not limit", async () => {
    const admin = await makeUser("admin");
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({ kind: "dialogue", items: 0, annotators: 2 });
    const lock = (actor: SessionUser) =>
      withPgTransaction((sql) =>
        lockActiveMembership(sql, { actor, projectId, action: "project.view" }),
      );
    await expect(lock(ana)).resolves.toBeUndefined();
    await updateProjectMember({ actor: lead, projectId, userId: ana.id, input: { active: false } });
    await expect(lock(ana)).rejects.toMatchObject({
      code: "forbidden",
      message: expect.stringMatching(/deactivated/),
    });
    await updateUser({ actor: admin, userId: ben.id, input: { active: false } });
    await expect(lock(ben)).rejects.toMatchObject({ code: "forbidden" });
    await expect(lock(admin)).resolves.toBeUndefined();
  });
});
