// The audit rows of the plain creates (a user, a project, a member), column by column: they are
// written by the one audit writer (lib/audit/write-audit-event.ts → accord_write_audit) in the
// create's own transaction, and must read exactly as they did when Prisma wrote them.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { createProject } from "@/lib/projects/create-project";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { createUser } from "@/lib/users/create-user";
import { makeUser } from "../factories";

type AuditRow = {
  actor_id: number | null;
  project_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  recent: boolean;
};

/** Every audit row of one entity, oldest first, with every column but id and time (and that the time is now). */
async function auditRows(entityType: string, entityId: string): Promise<Omit<AuditRow, "id">[]> {
  const { rows } = await pgPool().query<AuditRow>(
    `SELECT actor_id, project_id, action, entity_type, entity_id, before, after, at > now() - interval '1 minute' AS recent
       FROM audit_events WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
    [entityType, entityId],
  );
  return rows;
}

describe("audit rows of the plain creates", () => {
  it("a user created by an admin, and by the operator's CLI (no actor)", async () => {
    const admin = await makeUser("admin");
    const email = `ann-${randomUUID().slice(0, 8)}@test.example`;
    const user = await createUser({
      actor: admin,
      input: { email, name: "Ann", role: "annotator", password: "correct horse battery" },
    });
    expect(await auditRows("user", String(user.id))).toEqual([
      {
        actor_id: admin.id,
        project_id: null,
        action: "user.create",
        entity_type: "user",
        entity_id: String(user.id),
        before: null,
        after: { email, name: "Ann", role: "annotator" },
        recent: true,
      },
    ]);
    expect(await auditRows("user", String(admin.id))).toEqual([
      {
        actor_id: null,
        project_id: null,
        action: "user.create",
        entity_type: "user",
        entity_id: String(admin.id),
        before: null,
        after: { email: admin.email, name: "admin", role: "admin" },
        recent: true,
      },
    ]);
  });

  it("a project, with its creator as lead", async () => {
    const lead = await makeUser("lead");
    const { id } = await createProject({
      actor: lead,
      input: { name: "Audited", kind: "readme", settings: { overlap: 3 }, instructions: "Read." },
    });
    const settings = parseProjectSettings({ overlap: 3 });
    expect(await auditRows("project", String(id))).toEqual([
      {
        actor_id: lead.id,
        project_id: id,
        action: "project.create",
        entity_type: "project",
        entity_id: String(id),
        before: null,
        after: { name: "Audited", kind: "readme", settings },
        recent: true,
      },
    ]);
    const { rows } = await pgPool().query(
      `SELECT user_id, role::text AS role, is_active FROM project_members WHERE project_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ user_id: lead.id, role: "lead", is_active: true }]);
    const [project] = (
      await pgPool().query(
        `SELECT name, kind::text AS kind, settings, instructions, created_by_id, archived_at FROM projects WHERE id = $1`,
        [id],
      )
    ).rows;
    expect(project).toEqual({
      name: "Audited",
      kind: "readme",
      settings,
      instructions: "Read.",
      created_by_id: lead.id,
      archived_at: null,
    });
  });

  it("a member added, then their role changed", async () => {
    const lead = await makeUser("lead");
    const ann = await makeUser("annotator");
    const { id } = await createProject({
      actor: lead,
      input: { name: "Members", kind: "qa_pair" },
    });
    const added = await addProjectMember({
      actor: lead,
      projectId: id,
      input: { email: ann.email, role: "annotator" },
    });
    const changed = await addProjectMember({
      actor: lead,
      projectId: id,
      input: { email: ann.email, role: "adjudicator" },
    });
    expect(added).toMatchObject({
      userId: ann.id,
      email: ann.email,
      name: ann.name,
      role: "annotator",
      isActive: true,
    });
    expect(changed).toEqual({ ...added, role: "adjudicator" });
    const entityId = `${id}:${ann.id}`;
    expect(await auditRows("project_member", entityId)).toEqual([
      {
        actor_id: lead.id,
        project_id: id,
        action: "member.add",
        entity_type: "project_member",
        entity_id: entityId,
        before: null,
        after: { email: ann.email, role: "annotator" },
        recent: true,
      },
      {
        actor_id: lead.id,
        project_id: id,
        action: "member.update",
        entity_type: "project_member",
        entity_id: entityId,
        before: { role: "annotator" },
        after: { email: ann.email, role: "adjudicator" },
        recent: true,
      },
    ]);
  });
});
