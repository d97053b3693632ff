import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { skipValidation } from "@/lib/gold/skip-validation";

/** Body `{reason}` → 201 (also when skipped before) | 409 (rated already, or not gold) | 422 (no reason). */
export const POST = withApi<{ itemId: string }>(async ({ req, actor, params }) => {
  const result = await skipValidation({
    actor,
    itemId: idParam(params.itemId, "Item"),
    input: await readJson(req),
  });
  return apiJson({ item_id: result.itemId, skipped: true }, { status: 201 });
});
