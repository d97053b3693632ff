import { bodyLimits } from "@/lib/api/body-limits";
import { spoolRequestBody } from "@/lib/api/spool-request-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { loadRunAccess, recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";

/** Body: JSONL of `{external_id, annotation}` or `{external_id, failure, raw?}` → 201 `{recorded, failures, lines}`, or 422 with every bad line. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const runId = idParam(params.id, "Run");
  await loadRunAccess({ actor, runId }); // before reading a large body
  const body = await spoolRequestBody(req, { maxBytes: bodyLimits.import });
  try {
    return apiJson(await recordRunOutputs({ actor, runId, open: body.open }), { status: 201 });
  } finally {
    await body.dispose();
  }
});
