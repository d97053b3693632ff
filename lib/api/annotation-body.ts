import "server-only";
import { AppError } from "@/lib/errors";
import { bodyLimits } from "./body-limits";
import { readJson } from "./with-api";

/**
 * The body of a submit and of a revise (decision 048): `{annotation, time_spent_ms?}`, read like
 * every JSON body; the annotation itself is checked by the kind's schema in the data layer.
 */
export async function readAnnotationBody(
  req: Request,
): Promise<{ annotation: unknown; timeSpentMs: number | null }> {
  const body = await readJson(req, { maxBytes: bodyLimits.annotation });
  if (typeof body !== "object" || body === null || !("annotation" in body)) {
    throw new AppError("validation_failed", "Send {annotation, time_spent_ms?}.", {
      fields: { annotation: ["is required"] },
    });
  }
  const { annotation, time_spent_ms: timeSpent } = body as {
    annotation: unknown;
    time_spent_ms?: unknown;
  };
  if (timeSpent !== undefined && timeSpent !== null && typeof timeSpent !== "number") {
    throw new AppError("validation_failed", "time_spent_ms must be a number of milliseconds.", {
      fields: { time_spent_ms: ["must be a number"] },
    });
  }
  return { annotation, timeSpentMs: timeSpent ?? null };
}
