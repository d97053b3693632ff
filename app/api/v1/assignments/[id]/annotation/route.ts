import { readAnnotationBody } from "@/lib/api/annotation-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { reviseAnnotation } from "@/lib/queue/revise-annotation";

/**
 * Revise my submitted annotation (decision 048). Body `{annotation, time_spent_ms?}` as for the
 * submit → 200 `{annotation_id, annotation, revisable_until}`; 404 for someone else's assignment,
 * 409 `revise_window_closed` once its window has closed, 422 with field messages (nothing written).
 */
export const PUT = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const assignmentId = idParam(params.id, "Assignment");
  const { annotation, timeSpentMs } = await readAnnotationBody(req);
  return apiJson(await reviseAnnotation({ actor, assignmentId, annotation, timeSpentMs }));
});
