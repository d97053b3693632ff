import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { AppError, fieldErrors } from "@/lib/errors";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { submissionsQuerySchema } from "@/lib/submissions/submissions-query";

/** `?limit=1..200&cursor=<next_cursor>` → the caller's own submitted annotations in the project, newest first. */
export const GET = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const projectId = idParam(params.id, "Project");
  const query = submissionsQuerySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!query.success) throw new AppError("bad_request", "The list's query is not valid.", { fields: fieldErrors(query.error.issues) });
  return apiJson(await listMySubmissions({ actor, projectId, query: query.data }));
});
