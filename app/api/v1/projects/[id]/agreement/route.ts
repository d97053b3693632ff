import { csvResponse } from "@/lib/api/csv-response";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { agreementCsv } from "@/lib/agreement/agreement-csv";
import { agreementEtag, etagMatches } from "@/lib/agreement/agreement-etag";
import { parseAgreementQuery, type AgreementQuery } from "@/lib/agreement/agreement-filters";
import { getAgreementVersion } from "@/lib/agreement/data/get-agreement-version";
import { buildProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/**
 * `?language=&model=&annotators=a@x,b@x&from=&to=&guideline_version=`; `?format=csv` downloads the metrics as CSV.
 * Answers with a weak ETag; a matching `If-None-Match` gets 304 without building the report, so
 * the dashboard can poll every few seconds.
 */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const q = req.nextUrl.searchParams;
  const format = q.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new AppError("bad_request", "format must be json or csv.");
  const annotators = q.get("annotators");
  const filters: AgreementQuery = {
    language: q.get("language"),
    model: q.get("model"),
    from: q.get("from"),
    to: q.get("to"),
    annotators: annotators ? annotators.split(",") : null,
    guideline_version: q.get("guideline_version"),
  };
  // Authorize and validate before anything is revealed, a 304 included.
  const project = await loadProjectAccess({ actor, projectId, action: "agreement.view" });
  const query = parseAgreementQuery(filters);
  const etag = agreementEtag({ version: await getAgreementVersion({ projectId }), format, query });
  const cache = { ETag: etag, "Cache-Control": "private, no-cache" };
  if (etagMatches(req.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers: cache });
  const report = await buildProjectAgreement({ project, query });
  if (format === "json") return apiJson(report, { headers: cache });
  return csvResponse(agreementCsv(report), {
    fileName: `agreement-project-${projectId}.csv`,
    headers: cache,
  });
});
