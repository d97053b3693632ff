"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { startJudgeRunAction } from "../actions";

type Input = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  inputMode?: "decimal" | "numeric";
};

// The form's names map onto POST /projects/{id}/judge-runs (actions.ts judgeRunBody).
const endpoint: Input[] = [
  { name: "name", label: "Run name", hint: "Unique in the project.", required: true },
  {
    name: "base_url",
    label: "Base URL",
    hint: "OpenAI-compatible, e.g. https://api.openai.com/v1",
    required: true,
  },
  { name: "model", label: "Model", hint: "e.g. gpt-4o", required: true },
];
const sampling: Input[] = [
  { name: "temperature", label: "Temperature", hint: "Optional, 0 to 2.", inputMode: "decimal" },
  { name: "seed", label: "Seed", hint: "Optional whole number.", inputMode: "numeric" },
  { name: "max_tokens", label: "Max tokens", hint: "Optional, per reply.", inputMode: "numeric" },
  { name: "concurrency", label: "Concurrency", hint: "1 to 32; default 4.", inputMode: "numeric" },
];
const items: Input[] = [
  {
    name: "items_status",
    label: "Item statuses",
    hint: "Optional, comma-separated, e.g. gold, agreed. Blank: all.",
  },
  { name: "items_language", label: "Languages", hint: "Optional, e.g. en, de. Blank: all." },
  { name: "items_model", label: "Answering models", hint: "Optional, comma-separated." },
  {
    name: "items_limit",
    label: "At most",
    hint: "Optional number of items.",
    inputMode: "numeric",
  },
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
  const [state, action] = useActionState(startJudgeRunAction, null);
  const failed = state && !state.ok ? state : null;
  const value = (name: string) => failed?.values?.[name];
  const field = (f: Input) => (
    <TextField
      key={f.name}
      id={`judge-${f.name}`}
      name={f.name}
      label={f.label}
      hint={f.hint}
      required={f.required}
      inputMode={f.inputMode}
      defaultValue={value(f.name)}
      errors={failed?.fields?.[f.name]}
    />
  );
  const keyOptions = [
    { value: "", label: "No key" },
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
          label="API key variable"
          hint="Set on the server as ACCORD_JUDGE_KEY_…; the key itself is never shown."
          options={keyOptions}
          defaultValue={value("api_key_env") ?? keyVariables[0] ?? ""}
          errors={failed?.fields?.api_key_env}
        />
      </div>
      <TextareaField
        id="judge-template"
        name="template"
        label="Prompt template"
        hint="Mustache over the item's fields, {{labels}} and {{taxonomy}}; prefilled with the default for this kind."
        rows={10}
        className="font-mono text-xs"
        defaultValue={value("template") ?? defaultTemplate}
        errors={failed?.fields?.template}
      />
      <TextareaField
        id="judge-system"
        name="system"
        label="System prompt"
        hint="Optional."
        rows={2}
        defaultValue={value("system")}
        errors={failed?.fields?.system}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{sampling.map(field)}</div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Which items</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{items.map(field)}</div>
      </fieldset>
      <SubmitButton pendingLabel="Starting…">Start run</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <Alert tone="success" data-testid="judge-run-started">
          {state.message}
        </Alert>
      ) : null}
    </form>
  );
}
