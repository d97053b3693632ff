import { NextResponse } from "next/server";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { itemJson } from "@/lib/queue/queue-json";

/** README validation round: 200 `{item_id, item, gold}` to rate 1–4, or 204 when none is left for the caller. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const task = await claimNextValidation({ actor, projectId: idParam(params.id, "Project") });
  return task
    ? apiJson({ item_id: task.itemId, item: itemJson(task.item), gold: task.gold })
    : new NextResponse(null, { status: 204 });
});
