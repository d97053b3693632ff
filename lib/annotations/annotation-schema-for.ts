import type { z } from "zod";
import type { AnnotationContext as KindAnnotationContext } from "@/lib/items/define-item-kind";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { kindModule } from "@/lib/items/kinds";

export type AnnotationContext = KindAnnotationContext & { kind: ItemKind };

/** The schema for one item: README spans are checked against its text, categories against the project's. */
export function annotationSchemaFor(ctx: AnnotationContext): z.ZodType {
  return kindModule(ctx.kind).annotationSchema(ctx);
}

/** The project settings an annotation's schema reads: its task categories and grades. */
export const annotationSettings = (settings: ProjectSettings) => ({
  taskCategories: settings.taskCategories,
  gradeLabels: settings.gradeLabels.map((g) => g.label),
});
