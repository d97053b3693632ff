"use client";

import { useTranslations } from "next-intl";
import { NotesField } from "@/components/annotate/choice-group";
import { errorsAt } from "@/components/annotate/form-errors";
import { defaultGradeLabels, type GradeLabel } from "@/lib/items/model-answer/grade-labels";
import type { MergeFormProps } from "../kind-ui";
import type { ModelAnswerForm } from "./model-answer-form";
import { GradeChoice } from "./model-answer-grades";

/** The grades the adjudicator chooses from: the default three, and any other the annotators gave. */
function gradesOf(
  a: Record<string, unknown>,
  b: Record<string, unknown> | undefined,
): GradeLabel[] {
  const known = new Set(defaultGradeLabels.map((g) => g.label));
  const extra = [a.grade, b?.grade].filter(
    (g): g is string => typeof g === "string" && !known.has(g),
  );
  return [
    ...defaultGradeLabels,
    ...[...new Set(extra)].map((label) => ({ label, definition: "" })),
  ];
}

/** The merged gold of a model answer: its grade and notes. */
export function ModelAnswerMergeForm({
  value,
  update,
  errors,
  context,
}: MergeFormProps<ModelAnswerForm>) {
  const t = useTranslations("kindScreens.modelAnswer");
  return (
    <div className="space-y-4">
      <GradeChoice
        grades={gradesOf(context.a, context.b)}
        legend={t("grade")}
        value={value.grade}
        onChange={(grade) => update((prev) => ({ ...prev, grade }))}
        errors={errorsAt(errors, "grade", true)}
        withKeys={false}
      />
      <NotesField
        value={value.notes}
        onChange={(notes) => update((prev) => ({ ...prev, notes }))}
        errors={errorsAt(errors, "notes", true)}
      />
    </div>
  );
}
