import { describe, expect, it } from "vitest";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import {
  DELETE as deleteMember,
  PATCH as patchMember,
} from "@/app/api/v1/projects/[id]/members/[userId]/route";
import { GET as listMembers } from "@/app/api/v1/projects/[id]/members/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { listProjects } from "@/lib/projects/list-projects";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";
import { call, disagreementFor, type Route, statusOf } from "./helpers/member-calls";

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
