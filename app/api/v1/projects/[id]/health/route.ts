import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { getDataHealth } from "@/lib/health/get-data-health";

/** SPEC §5 "Data health": findings about the project's imported data, computed on request. */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const { findings } = await getDataHealth({ actor, projectId: idParam(params.id, "Project") });
  return apiJson({ findings });
});
