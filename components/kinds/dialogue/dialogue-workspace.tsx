"use client";

import { useTranslations } from "next-intl";
import { CheckGroup, ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import { errorsAt } from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import { benchmarkSeeds, categoryLabel, type DialogueForm } from "./dialogue-form";

type Data = { item: React.ReactNode; taskCategories: string[] };
type Seed = (typeof benchmarkSeeds)[number]["key"];

const toChoice = (b: boolean | null) => (b === null ? null : b ? "yes" : "no");

export function DialogueWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<DialogueForm, Data>) {
  const t = useTranslations("kindScreens");
  const set = (patch: Partial<DialogueForm>) => update((prev) => ({ ...prev, ...patch }));
  const yesNo = (yes: string, no: string) => [
    { value: "yes", label: t("common.yes"), key: yes },
    { value: "no", label: t("common.no"), key: no },
  ];
  const isKnowledge = form.dev_related !== false && form.task_category === "knowledge_qa";
  const categories = data.taskCategories.map((c, i) => ({
    value: c,
    label: categoryLabel(c),
    key: i < 9 ? String(i + 1) : undefined,
  }));

  useShortcuts(
    [
      { key: "y", run: () => set({ dev_related: true }) },
      { key: "n", run: () => set({ dev_related: false }) },
      ...categories.slice(0, 9).map((c, i) => ({
        key: String(i + 1),
        when: () => form.dev_related !== false,
        run: () => set({ dev_related: true, task_category: data.taskCategories[i] }),
      })),
      {
        key: "c",
        when: () => isKnowledge,
        run: () => set({ code_centric: form.code_centric !== true }),
      },
      ...benchmarkSeeds.map((s) => ({
        key: s.shortcut.toLowerCase(),
        run: () => set({ [s.key]: !form[s.key] }),
      })),
    ],
    !isLocked,
  );

  return (
    <WorkspaceLayout
      itemLabel={t("dialogueTriage.view.dialogue")}
      isLocked={isLocked}
      item={data.item}
      footer={footer}
      form={
        <>
          <ChoiceGroup
            name="dev_related"
            legend={t("dialogueTriage.fields.dev_related")}
            hint={t("dialogueTriage.devRelatedHint")}
            options={yesNo("Y", "N")}
            value={toChoice(form.dev_related)}
            columns={2}
            onChange={(v) => set({ dev_related: v === "yes" })}
            errors={errorsAt(errors, "dev_related")}
          />
          <ChoiceGroup
            name="task_category"
            legend={t("dialogueTriage.fields.task_category")}
            options={categories}
            value={form.task_category}
            columns={2}
            disabled={form.dev_related === false}
            hint={form.dev_related === false ? t("dialogueTriage.categoryNotNeeded") : undefined}
            onChange={(v) => set({ task_category: v, dev_related: true })}
            errors={errorsAt(errors, "task_category")}
          />
          {isKnowledge ? (
            <ChoiceGroup
              name="code_centric"
              legend={t("dialogueTriage.fields.code_centric")}
              hint={t("dialogueTriage.codeCentricHint")}
              options={yesNo("C", "C")}
              value={toChoice(form.code_centric)}
              columns={2}
              onChange={(v) => set({ code_centric: v === "yes" })}
              errors={errorsAt(errors, "code_centric")}
            />
          ) : null}
          <CheckGroup<Seed>
            name="benchmark_seed"
            legend={t("dialogueTriage.seedLegend")}
            options={benchmarkSeeds.map((s) => ({
              value: s.key,
              label: t(`dialogueTriage.seeds.${s.key}.name`),
              help: t(`dialogueTriage.seeds.${s.key}.help`),
              key: s.shortcut,
            }))}
            values={benchmarkSeeds.filter((s) => form[s.key]).map((s) => s.key)}
            onToggle={(k) => set({ [k]: !form[k] })}
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
