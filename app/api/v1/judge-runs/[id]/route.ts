import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getJudgeRun } from "@/lib/judges/judge-run-control";

/** → `{status, done, failed, total, tokens, requests_per_minute, provenance, …}`; never the key. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) =>
  apiJson(await getJudgeRun({ actor, runId: idParam(params.id, "Judge run") })),
);
