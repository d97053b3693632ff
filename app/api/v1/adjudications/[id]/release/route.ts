import { releaseAdjudication } from "@/lib/adjudication/release-adjudication";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";

/** Gives the item back to the adjudication queue. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const result = await releaseAdjudication({
    actor,
    adjudicationId: idParam(params.id, "Adjudication"),
  });
  return apiJson({ adjudication_id: result.adjudicationId, status: result.status });
});
