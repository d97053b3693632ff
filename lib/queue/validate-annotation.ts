import "server-only";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import { AppError, fieldErrors } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

/**
 * The annotation as stored (the kind's schema with the project's settings; a README's spans
 * against its content), or the 422 with field messages that invalid input gets. The one check
 * of a submit and of a revise (decision 048).
 */
export function validateAnnotation(
  annotation: unknown,
  opts: { kind: ItemKind; settings: ProjectSettings; itemText?: string },
): { data: unknown } | { error: AppError } {
  const parsed = annotationSchemaFor({
    kind: opts.kind,
    settings: opts.settings,
    itemText: opts.itemText,
  }).safeParse(annotation);
  if (parsed.success) return { data: JSON.parse(JSON.stringify(parsed.data)) as unknown };
  return {
    error: new AppError("validation_failed", serverMessage("annotationInvalid"), {
      fields: fieldErrors(parsed.error.issues),
    }),
  };
}
