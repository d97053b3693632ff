import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { submitValidation } from "@/lib/gold/submit-validation";

/** Body `{rating: 1–4, notes?}` → 201 | 403 (an annotator of the item) | 409 (two ratings already) | 422. */
export const POST = withApi<{ itemId: string }>(async ({ req, actor, params }) => {
  const result = await submitValidation({
    actor,
    itemId: idParam(params.itemId, "Item"),
    input: await readJson(req),
  });
  return apiJson({ item_id: result.itemId, rating: result.rating }, { status: 201 });
});
