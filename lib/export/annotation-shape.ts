// Annotations and gold records with the same keys, in the same order, on every line of a kind:
// Hugging Face `datasets` infers one Arrow struct per column, so a key missing on some lines
// (an older record, a pooled rejection) must be there with its default instead. The shape is
// derived from the kind's annotation schema (lib/items/schema-shape.ts).
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";

/** The annotation (or gold) of `kind` with every key of its schema, defaults filled in, in schema order. */
export function annotationShape(kind: ItemKind, data: unknown): Record<string, unknown> {
  return kindModule(kind).shape(data) as Record<string, unknown>;
}
