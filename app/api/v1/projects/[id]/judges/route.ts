import { judgesCsv } from "@/lib/agreement/judges-csv";
import { csvResponse } from "@/lib/api/csv-response";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { getJudgesReport } from "@/lib/machine/runs/get-judges-report";

/** The judges report (leads); `?format=csv` downloads it as CSV. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const format = req.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new AppError("bad_request", "format must be json or csv.");
  const report = await getJudgesReport({ actor, projectId });
  if (format === "json")
    return apiJson(report, { headers: { "Cache-Control": "private, no-cache" } });
  return csvResponse(judgesCsv(report), {
    fileName: `judges-project-${projectId}.csv`,
    headers: { "Cache-Control": "private, no-cache" },
  });
});
