import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getMetricCalibration } from "@/lib/metrics/get-metric-calibration";

/** The metric's calibration against gold, all languages and per language (decision 031). */
export const GET = withApi<{ id: string; metric: string }>(async ({ actor, params }) => {
  const projectId = idParam(params.id, "Project");
  return apiJson(await getMetricCalibration({ actor, projectId, metric: params.metric }));
});
