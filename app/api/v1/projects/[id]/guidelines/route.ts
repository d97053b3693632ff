import { snakeKey } from "@/lib/api/api-casing";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { listGuidelineVersions } from "@/lib/guidelines/list-guideline-versions";

/**
 * Any member: `{versions: [{version, created_at, author, instructions, labels, diff}]}`, oldest
 * first; `diff` names the changed fields as the API spells settings (`task_categories`).
 */
export const GET = withApi<{ id: string }>(async ({ actor, params }) => {
  const versions = await listGuidelineVersions({
    actor,
    projectId: idParam(params.id, "Project"),
  });
  return apiJson({
    versions: versions.map((v) => ({
      ...v,
      diff: v.diff.map((d) => ({ ...d, field: snakeKey(d.field) })),
    })),
  });
});
