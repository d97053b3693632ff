import { describe, expect, it } from "vitest";
import { GET as diffRoute } from "@/app/api/v1/releases/[id]/diff/[otherId]/route";
import { GET as releaseRoute } from "@/app/api/v1/releases/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/projects/[id]/releases/route";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { createRelease } from "@/lib/releases/create-release";
import { getRelease } from "@/lib/releases/get-release";
import { makeProject, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";
import { bearer, releaseProject } from "./helpers/release-fixtures";

const input = (version: string) => ({ version, title: "Gold", license: "MIT" });

async function calls(actor: SessionUser, projectId: number, releaseId: number) {
  const headers = await bearer(actor);
  const [post, list, one, diff] = await Promise.all([
    callRoute(createRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers,
      body: JSON.stringify(input("9.9.9")),
    }),
    callRoute(listRoute, { method: "GET", params: { id: String(projectId) }, headers }),
    callRoute(releaseRoute, { method: "GET", params: { id: String(releaseId) }, headers }),
    callRoute(diffRoute, {
      method: "GET",
      params: { id: String(releaseId), otherId: String(releaseId) },
      headers,
    }),
  ]);
  return [post.status, list.status, one.status, diff.status];
}

describe("release access", () => {
  it("is for the project's leads and admins: annotators 403, other leads 404", async () => {
    const { projectId, lead, ana } = await releaseProject();
    const { id } = await createRelease({ actor: lead, projectId, input: input("1.0.0") });
    expect(await calls(ana, projectId, id)).toEqual([403, 403, 403, 403]);
    expect(await calls(await makeUser("lead"), projectId, id)).toEqual([404, 404, 404, 404]);
    expect(await calls(await makeUser("admin"), projectId, id)).toEqual([201, 200, 200, 200]);
    const { rows } = await pgPool().query(`SELECT version FROM releases WHERE project_id = $1`, [
      projectId,
    ]);
    expect(rows.map((r) => r.version).sort()).toEqual(["1.0.0", "9.9.9"]);
  });

  it("compares two releases of one project only: 422 across projects, 404 when one is not yours", async () => {
    const one = await releaseProject();
    const two = await releaseProject();
    const a = await createRelease({ actor: one.lead, projectId: one.projectId, input: input("1") });
    const b = await createRelease({ actor: two.lead, projectId: two.projectId, input: input("1") });
    const diff = async (actor: SessionUser) =>
      callRoute(diffRoute, {
        method: "GET",
        params: { id: String(a.id), otherId: String(b.id) },
        headers: await bearer(actor),
      });
    const admin = await diff(await makeUser("admin"));
    expect(admin.status).toBe(422);
    expect(admin.json.error?.details).toEqual({
      fields: { other_id: ["is a release of another project"] },
    });
    expect((await diff(one.lead)).status).toBe(404);
  });
});

describe("release versions", () => {
  it("gives one of two simultaneous creates of a version a 409, and keeps one release", async () => {
    const { projectId, lead } = await releaseProject();
    const outcomes = await Promise.allSettled([
      createRelease({ actor: lead, projectId, input: input("2.0.0") }),
      createRelease({ actor: lead, projectId, input: input("2.0.0") }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({
      code: "conflict",
      details: { fields: { version: [expect.any(String)] } },
    });
    const { rows } = await pgPool().query(
      `SELECT count(*)::int AS n, sum(line_count)::int AS lines FROM releases WHERE project_id = $1`,
      [projectId],
    );
    expect(rows[0]).toEqual({ n: 1, lines: 3 });
  });

  it("finds a release only under its own project on the pages", async () => {
    const one = await releaseProject();
    const { id } = await createRelease({
      actor: one.lead,
      projectId: one.projectId,
      input: input("1"),
    });
    const other = await makeProject({ kind: "qa_pair", lead: one.lead });
    await expect(
      getRelease({ actor: one.lead, releaseId: id, projectId: other.id }),
    ).rejects.toMatchObject({
      code: "not_found",
      message: "Release not found.",
    });
    const { release } = await getRelease({
      actor: one.lead,
      releaseId: id,
      projectId: one.projectId,
    });
    expect(release.version).toBe("1");
  });
});

describe("release immutability", () => {
  it("refuses UPDATE and DELETE of a release and its lines; a project delete takes them", async () => {
    const { projectId, lead } = await releaseProject();
    const { id } = await createRelease({ actor: lead, projectId, input: input("1.0.0") });
    const refused = [
      `UPDATE releases SET title = 'changed' WHERE id = $1`,
      `UPDATE releases SET sha256 = '' WHERE id = $1`,
      `DELETE FROM releases WHERE id = $1`,
      `UPDATE release_lines SET line = '{}' WHERE release_id = $1`,
      `DELETE FROM release_lines WHERE release_id = $1`,
      `INSERT INTO release_lines (release_id, external_id, line) VALUES ($1, 'zz-extra', '{}')`,
    ];
    for (const statement of refused)
      await expect(pgPool().query(statement, [id]), statement).rejects.toThrow(/immutable/);
    const count = async () =>
      (
        await pgPool().query(
          `SELECT (SELECT count(*)::int FROM releases WHERE id = $1) AS releases,
                  (SELECT count(*)::int FROM release_lines WHERE release_id = $1) AS lines`,
          [id],
        )
      ).rows[0];
    expect(await count()).toEqual({ releases: 1, lines: 3 });
    await pgPool().query(`DELETE FROM projects WHERE id = $1`, [projectId]);
    expect(await count()).toEqual({ releases: 0, lines: 0 });
  });
});
