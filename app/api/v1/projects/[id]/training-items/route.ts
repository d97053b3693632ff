import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { markTrainingItems } from "@/lib/qualification/mark-training-items";

/** `{external_ids, training?}`: marks gold items for the qualification round (`training: false` unmarks); decision 080. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) =>
  apiJson(
    await markTrainingItems({
      actor,
      projectId: idParam(params.id, "Project"),
      input: await readJson(req),
    }),
  ),
);
