import { afterEach, describe, expect, it, vi } from "vitest";
import { submitAnnotationAction } from "@/app/(annotate)/projects/[id]/annotate/actions";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import * as session from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { makeQueueProject, itemText } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";
import { callRoute } from "./helpers/call-route";

// SPEC §7 "Bounded work": a README annotation holds at most 200 functionalities; one more is refused
// with a field message by the one schema the form, the API and a JSONL line's prior annotations share.
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));
const signedInAs = (user: SessionUser) => vi.mocked(session.getSessionUser).mockResolvedValue(user);
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

const TOO_MANY = "must hold at most 200 functionalities (this has 201)";
const span = { start: 2, end: 11, text: itemText.slice(2, 11) };
const annotation = (n: number) => ({
  functionalities: Array.from({ length: n }, (_, i) => ({
    extractive: span,
    abstractive: `Functionality ${i}`,
  })),
  notes: "",
});

async function claimed() {
  const {
    projectId,
    lead,
    annotators: [ana],
  } = await makeQueueProject({ kind: "readme", items: 1, annotators: 1 });
  const claim = (await claimNextItem({ actor: ana, projectId }))!;
  return { projectId, lead, ana, assignmentId: claim.assignmentId };
}

describe("README annotations are capped at 200 functionalities", () => {
  it("the form's action answers a field message and writes nothing; 200 are accepted", async () => {
    const { ana, assignmentId } = await claimed();
    signedInAs(ana);
    expect(await submitAnnotationAction(assignmentId, annotation(201), 1000)).toMatchObject({
      ok: false,
      code: "validation_failed",
      fields: { functionalities: [TOO_MANY] },
    });
    expect(await db.annotation.count({ where: { assignmentId } })).toBe(0);
    expect(await submitAnnotationAction(assignmentId, annotation(200), 1000)).toMatchObject({
      ok: true,
    });
  });

  it("the API answers 422 naming the field", async () => {
    const { ana, assignmentId } = await claimed();
    const authorization = `Bearer ${(await createApiToken({ userId: ana.id, name: "t" })).token}`;
    const res = await callRoute(submitRoute, {
      method: "POST",
      params: { id: String(assignmentId) },
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ annotation: annotation(201) }),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json.error)).toContain(TOO_MANY);
    expect(JSON.stringify(res.json.error)).toContain("functionalities");
    expect(await db.annotation.count({ where: { assignmentId } })).toBe(0);
  });

  it("a JSONL line's prior annotation beyond the cap is a line error with its field path", async () => {
    const { projectId, lead } = await makeQueueProject({ kind: "readme", items: 0, annotators: 0 });
    const line = {
      ...itemLineExamples.readme,
      external_id: "big",
      prior_annotations: [{ annotator: "expert", annotation: annotation(201) }],
    };
    const error = await importItems({ actor: lead, projectId, records: jsonlSource([line]) }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    expect(error.status).toBe(422);
    const details = JSON.stringify(error.details);
    expect(details).toContain("prior_annotations[0].annotation.functionalities");
    expect(details).toContain(TOO_MANY);
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });
});
