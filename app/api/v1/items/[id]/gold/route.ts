import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { editGold } from "@/lib/gold/edit-gold";

/** Lead only. Body `{gold, rationale}` → `{item_id, item_status, gold}`. */
export const PUT = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const itemId = idParam(params.id, "Item");
  const result = await editGold({
    actor,
    itemId,
    input: await readJson(req, { maxBytes: bodyLimits.annotation }),
  });
  return apiJson({ item_id: result.itemId, item_status: result.itemStatus, gold: result.gold });
});
