import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { releaseAssignment } from "@/lib/queue/release-assignment";

export const POST = withApi<{ id: string }>(async ({ actor, params }) => {
  const r = await releaseAssignment({ actor, assignmentId: idParam(params.id, "Assignment") });
  return apiJson({ assignment_id: r.assignmentId, status: r.status });
});
