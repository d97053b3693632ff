import { afterEach, describe, expect, it, vi } from "vitest";
import {
  submitAnnotationAction,
  skipAssignmentAction,
  saveDraftAction,
} from "@/app/(annotate)/projects/[id]/annotate/actions";
import { saveAdjudicationDraftAction } from "@/app/(adjudicate)/projects/[id]/adjudicate/actions";
import { createTokenAction } from "@/app/(app)/tokens/actions";
import { createProjectAction } from "@/app/(lead)/projects/new/actions";
import * as session from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// The session is the one thing faked here (actions read it from the request's cookie).
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));
const signedInAs = (user: SessionUser) => vi.mocked(session.getSessionUser).mockResolvedValue(user);
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("server actions refuse unstorable text with a field message", () => {
  it("forms: a field with NUL (FormData itself replaces lone surrogates)", async () => {
    const { lead } = await makeQueueProject({ kind: "dialogue", items: 0, annotators: 0 });
    signedInAs(lead);
    const tokens = await db.apiToken.count();
    const token = await createTokenAction(null, form({ name: "ci\u0000", ttlDays: "" }));
    expect(token).toMatchObject({
      ok: false,
      fields: { name: [expect.stringMatching(/NUL character/)] },
    });
    const project = await createProjectAction(
      null,
      form({ name: "P", kind: "dialogue", instructions: "x\u0000" }),
    );
    expect(project).toMatchObject({
      ok: false,
      fields: { instructions: [expect.stringMatching(/NUL character/)] },
    });
    expect(await db.apiToken.count()).toBe(tokens);
  });

  it("work screens: the annotation, reason or draft object", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const claim = (await claimNextItem({ actor: ana, projectId }))!;
    signedInAs(ana);
    const submitted = await submitAnnotationAction(
      claim.assignmentId,
      sampleAnnotation("generated_comment", 0, "a\u0000"),
      1000,
    );
    expect(submitted).toMatchObject({
      ok: false,
      code: "validation_failed",
      fields: { notes: [expect.stringMatching(/NUL character/)] },
    });
    expect(await skipAssignmentAction(claim.assignmentId, "\udc00")).toMatchObject({
      ok: false,
      code: "validation_failed",
      fields: { reason: [expect.any(String)] },
    });
    expect(await saveDraftAction(claim.assignmentId, { notes: "\u0000" })).toMatchObject({
      ok: false,
      code: "validation_failed",
    });
    expect(
      await saveAdjudicationDraftAction(1, { choice: "a", rationale: "\u0000" }),
    ).toMatchObject({ ok: false, code: "validation_failed" });
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: claim.assignmentId },
        select: { status: true, draft: true },
      }),
    ).toEqual({ status: "active", draft: null });
    expect(await db.annotation.count({ where: { assignmentId: claim.assignmentId } })).toBe(0);
  });
});
