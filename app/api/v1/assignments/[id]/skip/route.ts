import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { skipAssignment } from "@/lib/queue/skip-assignment";

/** Body `{reason}` (1–500 characters). */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const r = await skipAssignment({
    actor,
    assignmentId: idParam(params.id, "Assignment"),
    input: await readJson(req),
  });
  return apiJson({ assignment_id: r.assignmentId, status: r.status });
});
