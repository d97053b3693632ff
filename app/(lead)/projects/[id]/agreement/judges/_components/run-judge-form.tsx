"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { startJudgeRunAction } from "../actions";

// The form's names map onto POST /projects/{id}/judge-runs (actions.ts judgeRunBody); each name
// is also its label's and hint's key under `judges.runForm.fields`.
type Input = {
  name:
    | "name"
    | "base_url"
    | "model"
    | "temperature"
    | "seed"
    | "max_tokens"
    | "concurrency"
    | "items_status"
    | "items_language"
    | "items_model"
    | "items_limit";
  required?: boolean;
  inputMode?: "decimal" | "numeric";
};

const endpoint: Input[] = [
  { name: "name", required: true },
  { name: "base_url", required: true },
  { name: "model", required: true },
];
const sampling: Input[] = [
  { name: "temperature", inputMode: "decimal" },
  { name: "seed", inputMode: "numeric" },
  { name: "max_tokens", inputMode: "numeric" },
  { name: "concurrency", inputMode: "numeric" },
];
const items: Input[] = [
  { name: "items_status" },
  { name: "items_language" },
  { name: "items_model" },
  { name: "items_limit", inputMode: "numeric" },
];

/** Starts a judge run Accord sends itself (leads); the key is chosen by its variable's name only. */
export function RunJudgeForm({
  projectId,
  defaultTemplate,
  keyVariables,
}: {
  projectId: number;
  defaultTemplate: string;
  keyVariables: string[];
}) {
  const t = useTranslations("judges.runForm");
  const [state, action] = useActionState(startJudgeRunAction, null);
  const failed = state && !state.ok ? state : null;
  const value = (name: string) => failed?.values?.[name];
  const field = (f: Input) => (
    <TextField
      key={f.name}
      id={`judge-${f.name}`}
      name={f.name}
      label={t(`fields.${f.name}.label`)}
      hint={t(`fields.${f.name}.hint`)}
      required={f.required}
      inputMode={f.inputMode}
      defaultValue={value(f.name)}
      errors={failed?.fields?.[f.name]}
    />
  );
  const keyOptions = [
    { value: "", label: t("noKey") },
    ...keyVariables.map((k) => ({ value: k, label: k })),
  ];
  return (
    <form action={action} className="space-y-4" noValidate data-testid="run-judge-form">
      <input type="hidden" name="projectId" value={projectId} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {endpoint.map(field)}
        <SelectField
          id="judge-api_key_env"
          name="api_key_env"
          label={t("fields.api_key_env.label")}
          hint={t("fields.api_key_env.hint")}
          options={keyOptions}
          defaultValue={value("api_key_env") ?? keyVariables[0] ?? ""}
          errors={failed?.fields?.api_key_env}
        />
      </div>
      <TextareaField
        id="judge-template"
        name="template"
        label={t("fields.template.label")}
        hint={t("fields.template.hint", { labels: "{{labels}}", taxonomy: "{{taxonomy}}" })}
        rows={10}
        className="font-mono text-xs"
        defaultValue={value("template") ?? defaultTemplate}
        errors={failed?.fields?.template}
      />
      <TextareaField
        id="judge-system"
        name="system"
        label={t("fields.system.label")}
        hint={t("fields.system.hint")}
        rows={2}
        defaultValue={value("system")}
        errors={failed?.fields?.system}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{sampling.map(field)}</div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t("whichItems")}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{items.map(field)}</div>
      </fieldset>
      <SubmitButton pendingLabel={t("starting")}>{t("start")}</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <Alert tone="success" data-testid="judge-run-started">
          {t("started", { name: state.name })}
        </Alert>
      ) : null}
    </form>
  );
}
