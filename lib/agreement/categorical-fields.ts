import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { categoricalField, type CategoricalField } from "./categorical-field";

/**
 * The README validation round's 1–4 completeness rating (SPEC §3), an ordinal field of the
 * validators' ratings rather than of the annotations: `data.rating` of a rating record.
 */
export const validationRatingField: CategoricalField = categoricalField(
  "validation_rating",
  [1, 2, 3, 4],
  true,
  (d) => d.rating,
);

/** The categorical fields of a kind, in report order (each kind's module lists them); READMEs have none. */
export function categoricalFields(kind: ItemKind, settings: ProjectSettings): CategoricalField[] {
  return kindModule(kind).agreement.categorical(settings);
}
