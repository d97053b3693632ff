import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/v1/projects/[id]/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { makeProject } from "../factories";

async function patch(userId: number, projectId: number, body: unknown) {
  const { token } = await createApiToken({ userId, name: "test" });
  const req = new NextRequest(`http://localhost/api/v1/projects/${projectId}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await PATCH(req, { params: Promise.resolve({ id: String(projectId) }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const storedSettings = async (projectId: number) =>
  parseProjectSettings(
    (await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { settings: true } }))
      .settings,
  );

describe("PATCH /projects/{id} settings (SPEC §6: a PATCH changes only the keys it names)", () => {
  it("keeps custom task categories when only the lease length is sent", async () => {
    const { id, lead } = await makeProject({ kind: "dialogue" });
    await updateProject({
      actor: lead,
      projectId: id,
      input: {
        settings: {
          ...(await storedSettings(id)),
          taskCategories: ["bugs", "features"],
          overlap: 3,
        },
      },
    });
    const res = await patch(lead.id, id, { settings: { lease_minutes: 45 } });
    expect(res.status).toBe(200);
    expect(await storedSettings(id)).toMatchObject({
      leaseMinutes: 45,
      taskCategories: ["bugs", "features"],
      overlap: 3,
    });
    expect(res.json).toMatchObject({
      project: {
        id,
        settings: {
          lease_minutes: 45,
          task_categories: ["bugs", "features"],
          overlap: 3,
          hide_annotator_names: false,
        },
      },
    });
  });

  it("validates the merged settings as a whole and writes nothing when they are bad", async () => {
    const { id, lead } = await makeProject({ kind: "dialogue" });
    const before = await storedSettings(id);
    const bad = await patch(lead.id, id, {
      settings: { lease_minutes: 0, task_categories: ["only-one"] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json).toMatchObject({
      error: {
        code: "validation_failed",
        details: {
          fields: {
            "settings.lease_minutes": expect.any(Array),
            "settings.task_categories": expect.any(Array),
          },
        },
      },
    });
    expect((await patch(lead.id, id, { settings: { nonsense: true } })).status).toBe(422);
    expect((await patch(lead.id, id, { settings: "lease" })).status).toBe(422);
    expect(await storedSettings(id)).toEqual(before);
  });

  it("refuses the camelCase keys (SPEC §6: one casing), naming the snake_case key, and writes nothing", async () => {
    const { id, lead } = await makeProject({ kind: "dialogue" });
    const before = await storedSettings(id);
    const camel = await patch(lead.id, id, { settings: { leaseMinutes: 45 } });
    expect(camel.status).toBe(422);
    expect(camel.json).toMatchObject({
      error: {
        code: "validation_failed",
        details: { fields: { settings: [expect.stringContaining("`lease_minutes`")] } },
      },
    });
    expect(
      (await patch(lead.id, id, { name: "x", settings: { overlap: 3, hideAnnotatorNames: true } }))
        .status,
    ).toBe(422);
    expect(await storedSettings(id)).toEqual(before);
  });

  it("claim_group (decision 051): file_id for generated comments; a 422 on the field for another kind or with order random, writing nothing", async () => {
    const comments = await makeProject({ kind: "generated_comment" });
    const ok = await patch(comments.lead.id, comments.id, { settings: { claim_group: "file_id" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ project: { settings: { claim_group: "file_id" } } });
    // In the API's casing, as the parse's own issues (snakeIssuePaths).
    const random = await patch(comments.lead.id, comments.id, { settings: { order: "random" } });
    expect(random).toMatchObject({
      status: 422,
      json: {
        error: {
          details: { fields: { "settings.claim_group": [expect.stringContaining("random")] } },
        },
      },
    });
    expect(await storedSettings(comments.id)).toMatchObject({
      claimGroup: "file_id",
      order: "sequential",
    });

    const dialogue = await makeProject({ kind: "dialogue" });
    const before = await storedSettings(dialogue.id);
    const other = await patch(dialogue.lead.id, dialogue.id, {
      settings: { claim_group: "file_id" },
    });
    expect(other).toMatchObject({
      status: 422,
      json: {
        error: {
          details: {
            fields: { "settings.claim_group": [expect.stringContaining("generated comment")] },
          },
        },
      },
    });
    expect(await storedSettings(dialogue.id)).toEqual(before);
  });
});
