import { NextResponse } from "next/server";
import { MAX_ADJUDICATION_DRAFT_BYTES } from "@/lib/adjudication/adjudication-draft-input";
import { saveAdjudicationDraft } from "@/lib/adjudication/save-adjudication-draft";
import { idParam, readJson, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";

/** Autosave: body `{draft: {choice, gold?, rationale?, saved_at?}}` → `{adjudication_id, lease_expires_at}` | 403 | 409 | 422. */
export const PUT = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const adjudicationId = idParam(params.id, "Adjudication");
  if (Number(req.headers.get("content-length") ?? 0) > 2 * MAX_ADJUDICATION_DRAFT_BYTES) {
    throw new AppError("payload_too_large", `A draft may be at most ${MAX_ADJUDICATION_DRAFT_BYTES / 1024} KB.`);
  }
  const { leaseExpiresAt } = await saveAdjudicationDraft({ actor, adjudicationId, body: await readJson(req) });
  return NextResponse.json({ adjudication_id: adjudicationId, lease_expires_at: leaseExpiresAt });
});
