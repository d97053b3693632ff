import { csvResponse } from "@/lib/api/csv-response";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { getProjectScorecards } from "@/lib/scorecards/get-project-scorecards";
import { scorecardsCsv } from "@/lib/scorecards/scorecards-csv";

/**
 * The annotator scorecards (SPEC §4); `?language=el` keeps only that language's items, `?format=csv`
 * downloads them as CSV, as the agreement report does.
 */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const format = req.nextUrl.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new AppError("bad_request", "format must be json or csv.");
  const language = req.nextUrl.searchParams.get("language");
  const report = await getProjectScorecards({ actor, projectId, language });
  if (format === "json")
    return apiJson(report, { headers: { "Cache-Control": "private, no-cache" } });
  const fileName = `annotators-project-${projectId}${report.language === null ? "" : `-${encodeURIComponent(report.language)}`}.csv`;
  return csvResponse(scorecardsCsv(report), {
    fileName,
    headers: { "Cache-Control": "private, no-cache" },
  });
});
