import { resolveJson } from "@/lib/adjudication/adjudication-json";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";

/** Body `{choice: "a"|"b"|"merged", gold?, rationale?}` → 201 | 403 (an annotator of the item) | 409 | 422. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const adjudicationId = idParam(params.id, "Adjudication");
  const result = await resolveAdjudication({
    actor,
    adjudicationId,
    input: await readJson(req, { maxBytes: bodyLimits.annotation }),
  });
  return apiJson(resolveJson(result), { status: 201 });
});
