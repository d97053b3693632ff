import type { z } from "zod";
import type { AnnotationContext as KindAnnotationContext } from "@/lib/items/define-item-kind";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";

export type AnnotationContext = KindAnnotationContext & { kind: ItemKind };

/** The schema for one item, with the project's settings (the kind reads its own) and the item's text. */
export function annotationSchemaFor(ctx: AnnotationContext): z.ZodType {
  return kindModule(ctx.kind).annotationSchema(ctx);
}
