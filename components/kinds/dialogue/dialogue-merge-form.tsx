"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { ChoiceGroup, CheckGroup, NotesField } from "@/components/annotate/choice-group";
import { benchmarkSeeds, type DialogueForm } from "./dialogue-form";
import { FieldMessage } from "@/components/annotate/field-message";
import type { FieldErrorMap } from "@/components/annotate/form-errors";

type Seed = (typeof benchmarkSeeds)[number]["key"];
const yesNo = (v: boolean | null) => (v === null ? null : v ? "yes" : "no");

/** The merged gold of a dialogue: every triage label, prefilled from the copied annotation. */
export function DialogueMergeForm({
  value,
  onChange,
  errors,
  taskCategories,
}: {
  value: DialogueForm;
  onChange: (v: DialogueForm) => void;
  errors: FieldErrorMap;
  taskCategories: string[];
}) {
  const t = useTranslations("kindScreens");
  const categoryId = useId();
  const yesNoOptions = [
    { value: "yes", label: t("common.yes") },
    { value: "no", label: t("common.no") },
  ];
  const set = (patch: Partial<DialogueForm>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name="dev_related"
        legend={t("dialogueTriage.aboutDev")}
        columns={2}
        options={yesNoOptions}
        value={yesNo(value.dev_related)}
        onChange={(v) => set({ dev_related: v === "yes" })}
        errors={errors.dev_related}
      />
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold text-slate-900">
          {t("dialogueTriage.fields.task_category")}
        </label>
        <select
          id={categoryId}
          value={value.task_category ?? ""}
          onChange={(e) => set({ task_category: e.target.value || null })}
          className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        >
          <option value="">{t("dialogueTriage.noCategory")}</option>
          {taskCategories.map((c) => (
            <option key={c} value={c}>
              {c.replace(/_/g, " ")}
            </option>
          ))}
        </select>
        <FieldMessage id={`${categoryId}-error`} messages={errors.task_category ?? []} />
      </div>
      <ChoiceGroup
        name="code_centric"
        legend={t("dialogueTriage.codeCentricKnowledge")}
        columns={3}
        options={[...yesNoOptions, { value: "na", label: t("dialogueTriage.notApplicable") }]}
        value={value.code_centric === null ? "na" : yesNo(value.code_centric)}
        onChange={(v) => set({ code_centric: v === "na" ? null : v === "yes" })}
        errors={errors.code_centric}
      />
      <CheckGroup<Seed>
        name="seeds"
        legend={t("dialogueTriage.seedLegend")}
        options={benchmarkSeeds.map((s) => ({
          value: s.key,
          label: t(`dialogueTriage.seeds.${s.key}.name`),
        }))}
        values={benchmarkSeeds.map((s) => s.key).filter((k) => value[k])}
        onToggle={(k) => set({ [k]: !value[k] })}
      />
      <NotesField value={value.notes} onChange={(notes) => set({ notes })} errors={errors.notes} />
    </div>
  );
}
