import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { reopenItem } from "@/lib/gold/reopen-item";

/** Lead only. Body `{reason}`: a gold, rejected or agreed item goes back to `disagreement`. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const itemId = idParam(params.id, "Item");
  const result = await reopenItem({ actor, itemId, input: await readJson(req) });
  return apiJson({ item_id: result.itemId, item_status: result.itemStatus });
});
