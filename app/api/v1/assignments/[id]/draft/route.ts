import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { saveDraft } from "@/lib/queue/save-draft";

/** Autosave: body `{draft}` (any JSON up to 1 MB) → `{lease_expires_at}`. */
export const PUT = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const assignmentId = idParam(params.id, "Assignment");
  const body = await readJson(req, { maxBytes: bodyLimits.draft });
  if (typeof body !== "object" || body === null || !("draft" in body))
    throw new AppError("validation_failed", "Send {draft}.", {
      fields: { draft: ["is required"] },
    });
  const { leaseExpiresAt } = await saveDraft({ actor, assignmentId, draft: body.draft });
  return apiJson({ assignment_id: assignmentId, lease_expires_at: leaseExpiresAt });
});
