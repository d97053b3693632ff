import { adjudicationJson } from "@/lib/adjudication/adjudication-json";
import { getAdjudication } from "@/lib/adjudication/get-adjudication";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";

/** The caller's own adjudication (someone else's is a 404). */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  return apiJson(
    adjudicationJson(
      await getAdjudication({ actor, adjudicationId: idParam(params.id, "Adjudication") }),
    ),
  );
});
