import { readAnnotationBody } from "@/lib/api/annotation-body";
import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { submitAnnotation } from "@/lib/queue/submit-annotation";

/**
 * Body `{annotation, time_spent_ms?}` → 201 `{annotation_id}`, also for a retry of the same annotation.
 * The item's new status is not returned: agreed vs disagreement would tell the annotator what the
 * other person labelled (blinding).
 */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const assignmentId = idParam(params.id, "Assignment");
  const { annotation, timeSpentMs } = await readAnnotationBody(req);
  const result = await submitAnnotation({ actor, assignmentId, annotation, timeSpentMs });
  return apiJson({ annotation_id: result.annotationId }, { status: 201 });
});
