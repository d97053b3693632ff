import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { getOwnQualification } from "@/lib/qualification/get-own-qualification";
import { submitTrainingAnswer } from "@/lib/qualification/submit-training-answer";

/** The caller's qualification round (decision 080): their standing, attempt and next training item. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(await getOwnQualification({ actor, projectId: idParam(params.id, "Project") })),
);

/** `{item_id, annotation}`: answers the served training item → the gold beside it and what differs. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) =>
  apiJson(
    await submitTrainingAnswer({
      actor,
      projectId: idParam(params.id, "Project"),
      input: await readJson(req, { maxBytes: bodyLimits.annotation }),
    }),
  ),
);
