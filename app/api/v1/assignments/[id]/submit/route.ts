import { bodyLimits } from "@/lib/api/body-limits";
import { apiJson, idParam, readJson, withApi } from "@/lib/api/with-api";
import { AppError } from "@/lib/errors";
import { submitAnnotation } from "@/lib/queue/submit-annotation";

/**
 * Body `{annotation, time_spent_ms?}` → 201 `{annotation_id}`, also for a retry of the same annotation.
 * The item's new status is not returned: agreed vs disagreement would tell the annotator what the
 * other person labelled (blinding).
 */
export const POST = withApi<{ id: string }>(async ({ req, actor, params }) => {
  const assignmentId = idParam(params.id, "Assignment");
  const body = await readJson(req, { maxBytes: bodyLimits.annotation });
  if (typeof body !== "object" || body === null || !("annotation" in body)) {
    throw new AppError("validation_failed", "Send {annotation, time_spent_ms?}.", { fields: { annotation: ["is required"] } });
  }
  const { annotation, time_spent_ms: timeSpent } = body as { annotation: unknown; time_spent_ms?: unknown };
  if (timeSpent !== undefined && timeSpent !== null && typeof timeSpent !== "number") {
    throw new AppError("validation_failed", "time_spent_ms must be a number of milliseconds.", { fields: { time_spent_ms: ["must be a number"] } });
  }
  const result = await submitAnnotation({ actor, assignmentId, annotation, timeSpentMs: timeSpent ?? null });
  return apiJson({ annotation_id: result.annotationId }, { status: 201 });
});
