import { bodyLimits } from "@/lib/api/body-limits";
import { spoolRequestBody } from "@/lib/api/spool-request-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { importMachineAnnotations } from "@/lib/machine/import-machine-annotations";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/** Body: JSONL of `{external_id, annotator, annotation}` → 201 `{imported, updated, lines}`, or 422 with every bad line. */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  await loadProjectAccess({ actor, projectId, action: "item.import" }); // before reading a large body
  const body = await spoolRequestBody(req, { maxBytes: bodyLimits.import });
  try {
    return apiJson(await importMachineAnnotations({ actor, projectId, open: body.open }), {
      status: 201,
    });
  } finally {
    await body.dispose();
  }
});
