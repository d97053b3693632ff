import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { AnnotationData, ScaleValue } from "./agreement-report-types";

/** A single-choice field compared by Cohen's kappa over its declared scale. */
export interface CategoricalField {
  name: string;
  /** Declared scale; for ordinal fields its order is the rank order (correct > … > incorrect). */
  scale: readonly ScaleValue[];
  isOrdinal: boolean;
  /**
   * Position of the annotation's value on the scale; null when the field does not apply to this
   * annotation (e.g. task_category when not dev_related) or the value is not declared.
   */
  value: (data: AnnotationData) => number | null;
}

const booleans = [false, true] as const;

function field(name: string, scale: readonly ScaleValue[], isOrdinal: boolean, read: (d: AnnotationData) => unknown): CategoricalField {
  const index = new Map<unknown, number>(scale.map((v, i) => [v, i]));
  return { name, scale, isOrdinal, value: (d) => index.get(read(d)) ?? null };
}

/**
 * The README validation round's 1–4 completeness rating (SPEC §3), an ordinal field of the
 * validators' ratings rather than of the annotations: `data.rating` of a rating record.
 */
export const validationRatingField: CategoricalField = field("validation_rating", [1, 2, 3, 4], true, (d) => d.rating);

const flag = (name: string) => field(name, booleans, false, (d) => d[name]);

/** The categorical fields of a kind, in report order; READMEs have none. */
export function categoricalFields(kind: ItemKind, settings: ProjectSettings): CategoricalField[] {
  switch (kind) {
    case "generated_comment":
      return [field("accuracy", accuracyLabels, true, (d) => d.accuracy)];
    case "qa_pair":
      return [
        field("verdict", ["accept", "reject"], false, (d) => d.verdict),
        // Judged only on accepted pairs, so a reject leaves it missing.
        field("answer_label", accuracyLabels, true, (d) => (d.verdict === "accept" ? d.answer_label : null)),
      ];
    case "dialogue":
      return [
        flag("dev_related"),
        field("task_category", settings.taskCategories, false, (d) => (d.dev_related === true ? d.task_category : null)),
        field("code_centric", booleans, false, (d) =>
          d.dev_related === true && d.task_category === "knowledge_qa" ? d.code_centric : null,
        ),
        flag("single_answer"),
        flag("time_invariant"),
        flag("evidence_supported"),
      ];
    case "readme":
      return [];
  }
}
