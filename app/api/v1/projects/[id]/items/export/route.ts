import { idParam, readJson, withApi } from "@/lib/api/with-api";
import { exportResponse } from "@/lib/export/open-export-stream";
import { exportItems } from "@/lib/items/export-items";

/** Lead only. Body `{item_ids, identities?}` → the export's JSONL lines of those items, any status (decision 053). */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const exported = await exportItems({
    actor,
    projectId: idParam(params.id, "Project"),
    input: await readJson(req),
  });
  return exportResponse(exported);
});
