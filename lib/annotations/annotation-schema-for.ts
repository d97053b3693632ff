import { z } from "zod";
import type { ItemKind } from "@/lib/items/item-kinds";
import {
  dialogueAnnotationSchema, generatedCommentAnnotationSchema, qaPairAnnotationSchema, readmeAnnotationSchema,
} from "./annotation-schemas";

export type AnnotationContext = { kind: ItemKind; taskCategories: readonly string[]; readmeContent?: string };

/** The schema for one item: README spans are checked against its text, categories against the project's. */
export function annotationSchemaFor(ctx: AnnotationContext): z.ZodType {
  switch (ctx.kind) {
    case "dialogue":
      return dialogueAnnotationSchema.superRefine((a, issue) => {
        if (a.task_category && !ctx.taskCategories.includes(a.task_category)) {
          issue.addIssue({ code: "custom", path: ["task_category"], message: `must be one of the project's categories: ${ctx.taskCategories.join(", ")}` });
        }
      });
    case "qa_pair":
      return qaPairAnnotationSchema;
    case "readme":
      return readmeAnnotationSchema(ctx.readmeContent ?? "");
    case "generated_comment":
      return generatedCommentAnnotationSchema;
  }
}
