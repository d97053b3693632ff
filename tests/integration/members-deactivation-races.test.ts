import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { lockActiveMembership } from "@/lib/projects/lock-active-membership";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { updateUser } from "@/lib/users/update-user";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

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
