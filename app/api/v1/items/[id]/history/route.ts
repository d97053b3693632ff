import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getItemHistory } from "@/lib/gold/get-item-history";

/** A lead's view of one item: annotations with names, adjudications, gold, ratings and audit events. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  return apiJson(await getItemHistory({ actor, itemId: idParam(params.id, "Item") }));
});
