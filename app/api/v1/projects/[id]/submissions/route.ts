import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { submissionsQuerySchema } from "@/lib/submissions/submissions-query";
import { parseListQuery } from "@/lib/validation/list-query";

/** `?limit=1..1000&cursor=<next_cursor>` → the caller's own submitted annotations in the project, newest first. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const query = parseListQuery(submissionsQuerySchema, req.nextUrl.searchParams, { others: [] });
  return apiJson(await listMySubmissions({ actor, projectId, query }));
});
