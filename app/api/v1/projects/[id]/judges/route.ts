import { judgesCsv } from "@/lib/agreement/judges-csv";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { getJudgesReport } from "@/lib/machine/runs/get-judges-report";

/** The judges report (leads); `?format=csv` downloads it as CSV. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const format = req.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") throw new AppError("bad_request", "format must be json or csv.");
  const report = await getJudgesReport({ actor, projectId });
  if (format === "json") return apiJson(report, { headers: { "Cache-Control": "private, no-cache" } });
  return new Response(judgesCsv(report), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="judges-project-${projectId}.csv"`, "Cache-Control": "private, no-cache" },
  });
});
