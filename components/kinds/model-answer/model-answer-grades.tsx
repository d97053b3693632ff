"use client";

// The grade picker: the project's grades with their definitions, key n picks the n-th.
import { useTranslations } from "next-intl";
import { ChoiceGroup } from "@/components/annotate/choice-group";
import { gradeTitle, type GradeLabel } from "@/lib/items/model-answer/grade-labels";

export function GradeChoice(props: {
  grades: readonly GradeLabel[];
  value: string | null;
  onChange: (grade: string) => void;
  errors?: string[];
  withKeys: boolean;
  legend?: string;
}) {
  const t = useTranslations("kindScreens.modelAnswer");
  return (
    <ChoiceGroup
      name="grade"
      legend={props.legend ?? t("gradeLegend")}
      options={props.grades.map((g, i) => ({
        value: g.label,
        label: gradeTitle(g.label),
        ...(props.withKeys ? { key: String(i + 1) } : {}),
        ...(g.definition ? { help: g.definition } : {}),
      }))}
      value={props.value}
      onChange={props.onChange}
      errors={props.errors}
    />
  );
}
