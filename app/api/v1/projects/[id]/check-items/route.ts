import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { markCheckItems } from "@/lib/checks/mark-check-items";

/** `{external_ids, check?}`: marks gold items as check items (`check: false` unmarks them); decision 025. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) =>
  apiJson(
    await markCheckItems({
      actor,
      projectId: idParam(params.id, "Project"),
      input: await readJson(req),
    }),
  ),
);
