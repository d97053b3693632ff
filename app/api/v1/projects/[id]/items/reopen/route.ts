import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { reopenItems } from "@/lib/items/reopen-items";

/** Lead only. Body `{item_ids, reason}`: the ticked gold, rejected or agreed items go back to `disagreement`, all or none (decision 053). */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const result = await reopenItems({
    actor,
    projectId: idParam(params.id, "Project"),
    input: await readJson(req),
  });
  return apiJson({ reopened: result.reopened, item_status: "disagreement" });
});
