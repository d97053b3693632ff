"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { kindClientUi } from "@/components/kinds/client-registry";
import type { SettingsFieldsProps } from "@/components/kinds/kind-ui";
import {
  checkFields,
  OptionalNumberFields,
  qualificationFields,
} from "@/components/projects/optional-number-fields";
import { QueueOrderFields } from "@/components/projects/queue-order-fields";
import { WorkflowSettingsFields } from "@/components/projects/workflow-settings-fields";
import { CheckboxField, SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { updateSettingsAction } from "../actions";
import { InstructionsEditor } from "./instructions-editor";

export type SettingsFormProps = {
  projectId: number;
  kind: ItemKind;
  name: string;
  instructions: string;
  settings: ProjectSettings;
  /** The kind's allowed strata and whether it has a validation round (lib/sampling/overlap-strata.ts). */
  sampling: { strataChoices: string[]; validationRound: boolean };
  /** What the kind's own fields choose from (SettingsFieldsProps). */
  choices: SettingsFieldsProps["choices"];
};

export function SettingsForm({
  projectId,
  kind,
  name,
  instructions,
  settings: s,
  sampling,
  choices,
}: SettingsFormProps) {
  const t = useTranslations("settings");
  const [state, action] = useActionState(updateSettingsAction, null);
  const failed = state && !state.ok ? state : null;
  const f = failed?.fields ?? {};
  // After a failure show what was submitted; otherwise the saved values.
  const val = (key: string, saved: string) => failed?.values?.[key] ?? saved;
  const checked = (key: string, saved: boolean) =>
    failed?.values ? failed.values[key] === "on" : saved;
  const KindSettingsFields = kindClientUi(kind).SettingsFields;
  return (
    <form action={action} className="space-y-6" noValidate>
      <input type="hidden" name="projectId" value={projectId} />
      <Card aria-labelledby="general-title">
        <CardTitle id="general-title">{t("general")}</CardTitle>
        <div className="space-y-5">
          <TextField
            name="name"
            label={t("name")}
            required
            maxLength={120}
            defaultValue={val("name", name)}
            errors={f.name}
          />
          <InstructionsEditor
            defaultValue={val("instructions", instructions)}
            errors={f.instructions}
          />
        </div>
      </Card>
      <Card aria-labelledby="workflow-title">
        <CardTitle id="workflow-title">{t("workflow")}</CardTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <WorkflowSettingsFields
            values={{
              overlap: val("overlap", String(s.overlap)),
              leaseMinutes: val("leaseMinutes", String(s.leaseMinutes)),
              reviseMinutes: val("reviseMinutes", String(s.reviseMinutes)),
            }}
            errors={f}
            editing
            sampling={{
              ...sampling,
              values: {
                humanFraction: val("humanFraction", String(s.humanFraction)),
                overlapFraction: val("overlapFraction", String(s.overlapFraction)),
                overlapStrata: val("overlapStrata", s.overlapStrata.join(", ")),
                validationFraction: val("validationFraction", String(s.validationFraction)),
              },
            }}
          />
          <SelectField
            name="adjudicators"
            label={t("adjudicators")}
            defaultValue={val("adjudicators", s.adjudicators)}
            errors={f.adjudicators}
            options={[
              { value: "members", label: t("adjudicatorsMembers") },
              { value: "leads", label: t("adjudicatorsLeads") },
            ]}
            hint={t("adjudicatorsHint")}
          />
          <QueueOrderFields
            values={{
              order: val("order", s.order),
              quota: val("quota", s.quota === null ? "" : String(s.quota)),
            }}
            errors={f}
          />
          {KindSettingsFields ? (
            <KindSettingsFields
              settings={s}
              val={val}
              checked={checked}
              errors={f}
              choices={choices}
            />
          ) : null}
          <OptionalNumberFields
            fields={[...checkFields, ...qualificationFields]}
            settings={s}
            val={val}
            errors={f}
          />
        </div>
        <div className="mt-5 space-y-4">
          <CheckboxField
            name="hideAnnotatorNames"
            label={t("hideNames")}
            defaultChecked={checked("hideAnnotatorNames", s.hideAnnotatorNames)}
            errors={f.hideAnnotatorNames}
            hint={t("hideNamesHint")}
          />
        </div>
      </Card>
      {failed ? (
        <Alert tone="error">{failed.fields ? t("correctFields") : failed.message}</Alert>
      ) : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <SubmitButton>{t("save")}</SubmitButton>
    </form>
  );
}
