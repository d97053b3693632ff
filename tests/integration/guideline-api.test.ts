import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/guidelines/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateProject } from "@/lib/projects/update-project";
import { makeProject, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";

async function versionsAs(actor: SessionUser | null, projectId: number | string) {
  const headers = actor
    ? { authorization: `Bearer ${(await createApiToken({ userId: actor.id, name: "g" })).token}` }
    : undefined;
  return callRoute(GET, {
    method: "GET",
    params: { id: String(projectId) },
    headers,
  });
}

describe("GET /projects/{id}/guidelines (SPEC §6)", () => {
  it("lists every version with its author, labels and diff, to any member", async () => {
    const [ana, adj] = [await makeUser("annotator"), await makeUser("annotator")];
    const { id, lead } = await makeProject({
      kind: "model_answer",
      members: [
        [ana, "annotator"],
        [adj, "adjudicator"],
      ],
    });
    await updateProject({
      actor: lead,
      projectId: id,
      input: { settings: { gradeLabels: ["right: says it", "wrong"] } },
    });
    const res = await versionsAs(ana, id);
    expect(res.status).toBe(200);
    const { versions } = res.json as unknown as {
      versions: { version: number; author: unknown; labels: unknown; diff: unknown[] }[];
    };
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1]).toMatchObject({
      author: { id: lead.id, name: lead.name },
      instructions: "",
      labels: {
        grade_labels: [
          { label: "right", definition: "says it" },
          { label: "wrong", definition: "" },
        ],
      },
      diff: [{ field: "grade_labels", before: expect.any(Array), after: expect.any(Array) }],
      created_at: expect.any(String),
    });
    expect((await versionsAs(adj, id)).status).toBe(200);
    expect((await versionsAs(lead, id)).json).toEqual(res.json);
  });

  it("401 without a token, 404 to a non-member and for a project that does not exist", async () => {
    const { id } = await makeProject({ kind: "readme" });
    expect((await versionsAs(null, id)).status).toBe(401);
    expect((await versionsAs(await makeUser("annotator"), id)).status).toBe(404);
    expect((await versionsAs(await makeUser("lead"), 2_000_000_000)).status).toBe(404);
    expect((await versionsAs(await makeUser("admin"), id)).status).toBe(200);
  });
});
