import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { moveJudgeRun } from "@/lib/judges/judge-run-control";

/** → `{status}`; 409 when the run's status does not allow it. */
export const POST = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(await moveJudgeRun({ actor, runId: idParam(params.id, "Judge run"), action: "cancel" })),
);
