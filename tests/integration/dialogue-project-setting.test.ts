import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PATCH } from "@/app/api/v1/projects/[id]/route";
import { POST as createProjectRoute } from "@/app/api/v1/projects/route";
import { updateSettingsAction } from "@/app/(lead)/projects/[id]/settings/actions";
import { createApiToken } from "@/lib/auth/api-tokens";
import * as session from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { getItem } from "@/lib/items/get-item";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { listItems } from "@/lib/items/list-items";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { jsonlSource, makeProject, makeUser } from "../factories";

// The setting dialogue_project_id (SPEC §2): a dialogue project the acting user leads (or any, for
// an admin), checked on the server in the API and the settings form alike.

vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));
const signedInAs = (user: SessionUser) => vi.mocked(session.getSessionUser).mockResolvedValue(user);
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

async function call(
  userId: number,
  url: string,
  method: "PATCH" | "POST",
  body: unknown,
  params?: Record<string, string>,
) {
  const { token } = await createApiToken({ userId, name: "test" });
  const req = new NextRequest(`http://localhost${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res =
    method === "PATCH"
      ? await PATCH(req, { params: Promise.resolve({ id: params?.id ?? "" }) })
      : await createProjectRoute(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const patch = (userId: number, projectId: number, body: unknown) =>
  call(userId, `/api/v1/projects/${projectId}`, "PATCH", body, { id: String(projectId) });
const settingsOf = async (projectId: number) =>
  parseProjectSettings(
    (await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { settings: true } }))
      .settings,
  );
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the setting dialogue_project_id", () => {
  it("API: a dialogue project the lead leads is taken; one they do not lead, a non-dialogue project or a missing one is a 422 on the field", async () => {
    const lead = await makeUser("lead");
    const qa = await makeProject({ kind: "qa_pair", lead });
    const own = await makeProject({ kind: "dialogue", lead });
    const othersDialogues = await makeProject({ kind: "dialogue" });
    const ownReadmes = await makeProject({ kind: "readme", lead });
    const before = await settingsOf(qa.id);

    for (const id of [othersDialogues.id, ownReadmes.id, 2_000_000_000]) {
      const bad = await patch(lead.id, qa.id, { settings: { dialogue_project_id: id } });
      expect(bad.status).toBe(422);
      expect(bad.json).toMatchObject({
        error: {
          code: "validation_failed",
          details: {
            fields: {
              "settings.dialogue_project_id": [expect.stringMatching(/dialogue project you lead/)],
            },
          },
        },
      });
    }
    expect(await settingsOf(qa.id)).toEqual(before);

    const ok = await patch(lead.id, qa.id, { settings: { dialogue_project_id: own.id } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ project: { settings: { dialogue_project_id: own.id } } });
    expect((await patch(lead.id, qa.id, { settings: { dialogue_project_id: null } })).status).toBe(
      200,
    );
    expect((await settingsOf(qa.id)).dialogueProjectId).toBeNull();
  });

  it("API: only QA projects have one, an annotator membership of the dialogue project is not enough, and an admin may pick any", async () => {
    const lead = await makeUser("lead");
    const own = await makeProject({ kind: "dialogue", lead });
    const dialogues = await makeProject({ kind: "dialogue", lead });
    const onReadme = await patch(lead.id, (await makeProject({ kind: "readme", lead })).id, {
      settings: { dialogue_project_id: own.id },
    });
    expect(onReadme).toMatchObject({
      status: 422,
      json: {
        error: {
          details: { fields: { "settings.dialogue_project_id": [expect.stringMatching(/QA/)] } },
        },
      },
    });

    const annotatorThere = await makeProject({ kind: "dialogue" });
    await addProjectMember({
      actor: annotatorThere.lead,
      projectId: annotatorThere.id,
      input: { email: lead.email, role: "annotator" },
    });
    const qa = await makeProject({ kind: "qa_pair", lead });
    expect(
      (await patch(lead.id, qa.id, { settings: { dialogue_project_id: annotatorThere.id } }))
        .status,
    ).toBe(422);

    const admin = await makeUser("admin");
    expect(
      (await patch(admin.id, qa.id, { settings: { dialogue_project_id: annotatorThere.id } }))
        .status,
    ).toBe(200);
    // Creating a project checks it too.
    const created = await call(lead.id, "/api/v1/projects", "POST", {
      name: "QA",
      kind: "qa_pair",
      settings: { dialogue_project_id: annotatorThere.id },
    });
    expect(created).toMatchObject({
      status: 422,
      json: {
        error: { details: { fields: { "settings.dialogue_project_id": expect.any(Array) } } },
      },
    });
    expect(
      (
        await call(lead.id, "/api/v1/projects", "POST", {
          name: "QA",
          kind: "qa_pair",
          settings: { dialogue_project_id: dialogues.id },
        })
      ).status,
    ).toBe(201);
  });

  it("settings form: the field is checked the same way; a change re-links the project's QA pairs within the new source", async () => {
    const lead = await makeUser("lead");
    const tag = `wc-form-${Date.now()}`;
    const first = await makeProject({ kind: "dialogue", lead });
    const second = await makeProject({ kind: "dialogue", lead });
    for (const p of [first, second])
      await importItems({
        actor: lead,
        projectId: p.id,
        records: jsonlSource([{ ...itemLineExamples.dialogue, external_id: tag }]),
      });
    const others = await makeProject({ kind: "dialogue" });
    const qa = await makeProject({
      kind: "qa_pair",
      lead,
      settings: { dialogueProjectId: first.id },
    });
    await importItems({
      actor: lead,
      projectId: qa.id,
      records: jsonlSource([
        { ...itemLineExamples.qa_pair, external_id: "q-1", dialogue_external_id: tag },
      ]),
    });
    signedInAs(lead);
    const base = {
      projectId: String(qa.id),
      name: "QA",
      instructions: "",
      overlap: "2",
      leaseMinutes: "30",
      reviseMinutes: "0",
      adjudicators: "members",
      humanFraction: "1",
      overlapFraction: "1",
      qaRejectRule: "veto",
    };

    const bad = await updateSettingsAction(
      null,
      form({ ...base, dialogueProjectId: String(others.id) }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fields: { dialogueProjectId: [expect.stringMatching(/dialogue project you lead/)] },
    });
    expect((await settingsOf(qa.id)).dialogueProjectId).toBe(first.id);

    const linkedTo = async () => {
      const [item] = (await listItems({ actor: lead, projectId: qa.id, filters: {} })).items;
      const fields = (await getItem({ actor: lead, projectId: qa.id, itemId: item.id })).fields;
      return fields.kind === "qa_pair" ? (fields.dialogue?.projectId ?? null) : undefined;
    };
    expect(await linkedTo()).toBe(first.id);
    expect(
      await updateSettingsAction(null, form({ ...base, dialogueProjectId: String(second.id) })),
    ).toMatchObject({ ok: true });
    expect(await linkedTo()).toBe(second.id);
    // None: the link is kept as given but resolves nowhere.
    expect(
      await updateSettingsAction(null, form({ ...base, dialogueProjectId: "" })),
    ).toMatchObject({ ok: true });
    expect(await linkedTo()).toBeNull();
  });
});
