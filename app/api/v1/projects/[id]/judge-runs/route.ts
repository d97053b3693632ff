import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { createJudgeRun } from "@/lib/judges/create-judge-run";

/** Body `{name, endpoint:{base_url, model, api_key_env?}, prompt?:{template?, system?}, temperature?, seed?, max_tokens?, concurrency?, items?}` → 201 `{id}` (leads). */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) =>
  apiJson(
    await createJudgeRun({
      actor,
      projectId: idParam(params.id, "Project"),
      input: await readJson(req),
    }),
    { status: 201 },
  ),
);
