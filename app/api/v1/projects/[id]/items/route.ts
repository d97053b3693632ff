import { bodyLimits } from "@/lib/api/body-limits";
import { spoolRequestBody } from "@/lib/api/spool-request-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { importItems } from "@/lib/items/import/import-items";
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import { listItems } from "@/lib/items/list-items";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const q = req.nextUrl.searchParams;
  const page = await listItems({
    actor,
    projectId: idParam(params.id, "Project"),
    filters: { language: q.get("language"), status: q.get("status"), model: q.get("model"), q: q.get("q") },
    cursor: q.get("cursor"),
    limit: Number(q.get("limit") ?? 50),
  });
  return apiJson(page);
});

/** Body: JSONL. All lines are validated before anything is written. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  await loadProjectAccess({ actor, projectId, action: "item.import" }); // before reading a large body
  const body = await spoolRequestBody(req, { maxBytes: bodyLimits.import });
  try {
    const result = await importItems({ actor, projectId, records: () => jsonlRecords(body.open()) });
    return apiJson(result, { status: 201 });
  } finally {
    await body.dispose();
  }
});
