import { NextResponse } from "next/server";
import { idParam, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { agreementCsv } from "@/lib/agreement/agreement-csv";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";

/** `?language=&model=&annotators=a@x,b@x&from=&to=`; `?format=csv` downloads the metrics as CSV. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const q = req.nextUrl.searchParams;
  const format = q.get("format") ?? "json";
  if (format !== "json" && format !== "csv") throw new AppError("bad_request", "format must be json or csv.");
  const annotators = q.get("annotators");
  const report = await getProjectAgreement({
    actor, projectId,
    filters: {
      language: q.get("language"), model: q.get("model"), from: q.get("from"), to: q.get("to"),
      annotators: annotators ? annotators.split(",") : null,
    },
  });
  if (format === "json") return NextResponse.json(report);
  return new Response(agreementCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="agreement-project-${projectId}.csv"`,
    },
  });
});
