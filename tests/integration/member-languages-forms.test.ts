import { afterEach, describe, expect, it, vi } from "vitest";
import { updateMemberLanguagesAction } from "@/app/(lead)/projects/[id]/members/actions";
import { updateSettingsAction } from "@/app/(lead)/projects/[id]/settings/actions";
import * as session from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { makeQueueProject } from "../concurrency/queue-fixtures";

// The session is the one thing faked here (actions read it from the request's cookie); `refresh`
// needs a request, which a test has not.
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));
const signedInAs = (user: SessionUser) => vi.mocked(session.getSessionUser).mockResolvedValue(user);
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const settingsOf = async (projectId: number) =>
  parseProjectSettings(
    (await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { settings: true } }))
      .settings,
  );

describe("the lead's forms for languages, order and quota", () => {
  it("members page: languages as typed, a bad code named on the field, empty clears", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 0, annotators: 1 });
    signedInAs(lead);
    const ids = { projectId: String(projectId), userId: String(ana.id) };
    expect(
      await updateMemberLanguagesAction(null, form({ ...ids, languages: "EL, en" })),
    ).toMatchObject({ ok: true, message: expect.stringContaining("el, en") });
    const bad = await updateMemberLanguagesAction(null, form({ ...ids, languages: "el greek" }));
    expect(bad).toMatchObject({
      ok: false,
      fields: { languages: [expect.stringMatching(/two-letter/)] },
      values: { languages: "el greek" },
    });
    expect(
      await db.projectMember.findUniqueOrThrow({
        where: { projectId_userId: { projectId, userId: ana.id } },
        select: { languages: true },
      }),
    ).toEqual({
      languages: ["el", "en"],
    });
    expect(await updateMemberLanguagesAction(null, form({ ...ids, languages: "" }))).toMatchObject({
      ok: true,
      message: expect.stringContaining("any language"),
    });
  });

  it("settings form: order and quota; a blank quota is no limit; a bad one is a field message", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 0,
      annotators: 0,
    });
    signedInAs(lead);
    const base = {
      projectId: String(projectId),
      name: "P",
      instructions: "",
      overlap: "2",
      leaseMinutes: "30",
      reviseMinutes: "0",
      adjudicators: "members",
      commentAgreement: "accuracy_only",
      claimGroup: "",
      humanFraction: "1",
      overlapFraction: "1",
    };
    expect(
      await updateSettingsAction(null, form({ ...base, order: "random", quota: "25" })),
    ).toMatchObject({ ok: true });
    expect(await settingsOf(projectId)).toMatchObject({ order: "random", quota: 25 });
    const bad = await updateSettingsAction(null, form({ ...base, order: "zigzag", quota: "0" }));
    expect(bad).toMatchObject({
      ok: false,
      fields: { order: [expect.any(String)], quota: [expect.any(String)] },
    });
    expect(await settingsOf(projectId)).toMatchObject({ order: "random", quota: 25 });
    expect(
      await updateSettingsAction(null, form({ ...base, order: "interleaved", quota: "" })),
    ).toMatchObject({ ok: true });
    expect(await settingsOf(projectId)).toMatchObject({ order: "interleaved", quota: null });
  });

  it("settings form: a model-answer project's grades one a line (`label: definition`) and hide_model; a bad grade is named on the field", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "model_answer",
      items: 0,
      annotators: 0,
    });
    signedInAs(lead);
    const base = {
      projectId: String(projectId),
      name: "P",
      instructions: "",
      overlap: "2",
      leaseMinutes: "30",
      reviseMinutes: "0",
      adjudicators: "members",
      humanFraction: "1",
      overlapFraction: "1",
    };
    const ok = await updateSettingsAction(
      null,
      form({ ...base, gradeLabels: "correct: says it\nwrong: does not\nskipped", hideModel: "on" }),
    );
    expect(ok).toMatchObject({ ok: true });
    expect(await settingsOf(projectId)).toMatchObject({
      hideModel: true,
      gradeLabels: [
        { label: "correct", definition: "says it" },
        { label: "wrong", definition: "does not" },
        { label: "skipped", definition: "" },
      ],
    });
    const bad = await updateSettingsAction(
      null,
      form({ ...base, gradeLabels: "Right!: yes\nwrong" }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fields: { gradeLabels: [expect.stringContaining("lowercase letters")] },
    });
    expect((await settingsOf(projectId)).gradeLabels).toHaveLength(3);
  });
});
