import { saveAdjudicationDraft } from "@/lib/adjudication/save-adjudication-draft";
import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";

/** Autosave: body `{draft: {choice, gold?, rationale?, saved_at?}}` → `{adjudication_id, lease_expires_at}` | 403 | 409 | 422. */
export const PUT = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const adjudicationId = idParam(params.id, "Adjudication");
  const { leaseExpiresAt } = await saveAdjudicationDraft({
    actor,
    adjudicationId,
    body: await readJson(req, { maxBytes: bodyLimits.adjudicationDraft }),
  });
  return apiJson({ adjudication_id: adjudicationId, lease_expires_at: leaseExpiresAt });
});
