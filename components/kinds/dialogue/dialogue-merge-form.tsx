"use client";

import { useId } from "react";
import { ChoiceGroup, CheckGroup, NotesField } from "@/components/annotate/choice-group";
import type { DialogueForm } from "./dialogue-form";
import { FieldMessage } from "@/components/annotate/field-message";
import type { FieldErrorMap } from "@/components/annotate/form-errors";

const seeds = [
  { value: "single_answer", label: "Single answer" },
  { value: "time_invariant", label: "Time-invariant" },
  { value: "evidence_supported", label: "Evidence-supported" },
] as const;
type Seed = (typeof seeds)[number]["value"];
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
  const categoryId = useId();
  const set = (patch: Partial<DialogueForm>) => onChange({ ...value, ...patch });
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name="dev_related"
        legend="About software development?"
        columns={2}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        value={yesNo(value.dev_related)}
        onChange={(v) => set({ dev_related: v === "yes" })}
        errors={errors.dev_related}
      />
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold text-slate-900">
          Task category
        </label>
        <select
          id={categoryId}
          value={value.task_category ?? ""}
          onChange={(e) => set({ task_category: e.target.value || null })}
          className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        >
          <option value="">(none)</option>
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
        legend="Code-centric (knowledge QA)"
        columns={3}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
          { value: "na", label: "Not applicable" },
        ]}
        value={value.code_centric === null ? "na" : yesNo(value.code_centric)}
        onChange={(v) => set({ code_centric: v === "na" ? null : v === "yes" })}
        errors={errors.code_centric}
      />
      <CheckGroup<Seed>
        name="seeds"
        legend="Could seed a benchmark question"
        options={seeds}
        values={seeds.map((s) => s.value).filter((k) => value[k])}
        onToggle={(k) => set({ [k]: !value[k] })}
      />
      <NotesField value={value.notes} onChange={(notes) => set({ notes })} errors={errors.notes} />
    </div>
  );
}
