"use client";

import { useTranslations } from "next-intl";
import { NotesField } from "@/components/annotate/choice-group";
import { errorsAt } from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import type { GradeLabel } from "@/lib/items/model-answer/grade-labels";
import type { ModelAnswerForm } from "./model-answer-form";
import { GradeChoice } from "./model-answer-grades";

type Data = { item: React.ReactNode; grades: GradeLabel[] };

export function ModelAnswerWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<ModelAnswerForm, Data>) {
  const t = useTranslations("kindScreens.modelAnswer");
  const set = (patch: Partial<ModelAnswerForm>) => update((prev) => ({ ...prev, ...patch }));
  useShortcuts(
    data.grades.map((g, i) => ({ key: String(i + 1), run: () => set({ grade: g.label }) })),
    !isLocked,
  );
  return (
    <WorkspaceLayout
      itemLabel={t("itemLabel")}
      isLocked={isLocked}
      item={data.item}
      footer={footer}
      form={
        <>
          <GradeChoice
            grades={data.grades}
            value={form.grade}
            onChange={(grade) => set({ grade })}
            errors={errorsAt(errors, "grade")}
            withKeys
          />
          <NotesField
            value={form.notes}
            onChange={(notes) => set({ notes })}
            errors={errorsAt(errors, "notes")}
          />
        </>
      }
    />
  );
}
