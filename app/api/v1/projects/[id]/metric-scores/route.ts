import { bodyLimits } from "@/lib/api/body-limits";
import { spoolRequestBody } from "@/lib/api/spool-request-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { listProjectMetrics } from "@/lib/metrics/get-metric-calibration";
import { importMetricScores } from "@/lib/metrics/import-metric-scores";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/** Body: JSONL of `{external_id, metric, score, noise?}` → 201 `{imported, replaced, lines, metrics}`, or 422 with every bad line. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  await loadProjectAccess({ actor, projectId, action: "item.import" }); // before reading a large body
  const body = await spoolRequestBody(req, { maxBytes: bodyLimits.import });
  try {
    return apiJson(await importMetricScores({ actor, projectId, open: body.open }), {
      status: 201,
    });
  } finally {
    await body.dispose();
  }
});

/** The metrics with scores: `{metrics: [{metric, scored}]}`. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const projectId = idParam(params.id, "Project");
  return apiJson({ metrics: await listProjectMetrics({ actor, projectId }) });
});
