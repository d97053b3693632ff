"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { checkFields, OptionalNumberFields } from "@/components/projects/optional-number-fields";
import { QueueOrderFields } from "@/components/projects/queue-order-fields";
import { WorkflowSettingsFields } from "@/components/projects/workflow-settings-fields";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { defaultItemKind, itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { createProjectAction } from "../actions";

const defaults = parseProjectSettings({});

const isKind = (k: string | undefined): k is ItemKind =>
  (itemKinds as readonly string[]).includes(k ?? "");

/** `samplingByKind`: each kind's allowed strata and whether it has a validation round (the page reads lib/sampling/overlap-strata.ts). */
export function NewProjectForm({
  samplingByKind,
}: {
  samplingByKind: Record<string, { strataChoices: string[]; validationRound: boolean }>;
}) {
  const t = useTranslations("newProject");
  const tn = useTranslations("nav");
  const tc = useTranslations("common");
  const [state, action] = useActionState(createProjectAction, null);
  const failed = state && !state.ok ? state : null;
  const v = failed?.values ?? {};
  const f = failed?.fields ?? {};
  const [chosen, setKind] = useState<ItemKind | null>(null);
  const kind = chosen ?? (isKind(v.kind) ? v.kind : defaultItemKind);
  // What a failed submit sent, else the defaults (the settings form's fields, on the same schema).
  const val = (key: string, fallback: string) => v[key] ?? fallback;
  return (
    <form action={action} className="space-y-5" noValidate>
      <TextField
        name="name"
        label={tc("columns.name")}
        required
        maxLength={120}
        defaultValue={v.name}
        errors={f.name}
      />
      <SelectField
        name="kind"
        label={t("kind")}
        options={itemKinds.map((k) => ({ value: k, label: tn(`kinds.${k}`) }))}
        defaultValue={v.kind ?? defaultItemKind}
        onChange={(e) => setKind(isKind(e.target.value) ? e.target.value : null)}
        errors={f.kind}
        hint={t("kindHint")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <WorkflowSettingsFields
          values={{
            overlap: val("overlap", String(defaults.overlap)),
            leaseMinutes: val("leaseMinutes", String(defaults.leaseMinutes)),
            reviseMinutes: val("reviseMinutes", String(defaults.reviseMinutes)),
          }}
          errors={f}
          sampling={{
            ...samplingByKind[kind],
            values: {
              humanFraction: val("humanFraction", String(defaults.humanFraction)),
              overlapFraction: val("overlapFraction", String(defaults.overlapFraction)),
              overlapStrata: val("overlapStrata", defaults.overlapStrata.join(", ")),
              validationFraction: val("validationFraction", String(defaults.validationFraction)),
            },
          }}
        />
        <QueueOrderFields
          values={{ order: val("order", defaults.order), quota: val("quota", "") }}
          errors={f}
        />
        <OptionalNumberFields fields={checkFields} settings={defaults} val={val} errors={f} />
      </div>
      <TextareaField
        name="instructions"
        label={t("instructions")}
        rows={8}
        className="font-mono"
        defaultValue={v.instructions}
        errors={f.instructions}
        hint={t("instructionsHint")}
      />
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {failed?.fields?.[""] ? <Alert tone="error">{failed.fields[""].join(" ")}</Alert> : null}
      <div className="flex gap-2">
        <SubmitButton pendingLabel={tc("creating")}>{t("submit")}</SubmitButton>
        <ButtonLink href="/projects">{tc("cancel")}</ButtonLink>
      </div>
    </form>
  );
}
