"use client";

import { useActionState, useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createJudgeRunAction } from "../actions";

type TextInput = { name: string; label: string; hint?: string; required?: boolean };

// The API's provenance fields (POST /projects/{id}/machine-runs), in its names.
const texts: TextInput[] = [
  {
    name: "name",
    label: "Run name",
    hint: "Unique in the project, e.g. gpt-4o-cot-1.",
    required: true,
  },
  { name: "model", label: "Model", hint: "e.g. gpt-4o", required: true },
  { name: "version", label: "Model version", hint: "Optional, e.g. 2024-08-06." },
  { name: "prompt_strategy", label: "Prompt strategy", hint: "Optional, e.g. chain_of_thought." },
  { name: "prompt_language", label: "Prompt language", hint: "Optional ISO 639-1 code, e.g. en." },
];
const numbers: TextInput[] = [
  { name: "temperature", label: "Temperature", hint: "Optional, 0 to 100." },
  { name: "seed", label: "Seed", hint: "Optional whole number." },
  { name: "run", label: "Run number", hint: "Optional, 1 or more (repeats of one setup)." },
];

/** A judge run's provenance; `onCreated` gets the new run's id (to upload its outputs next). */
export function CreateRunForm({
  projectId,
  onCreated,
}: {
  projectId: number;
  onCreated: (runId: number) => void;
}) {
  const [state, action] = useActionState(createJudgeRunAction, null);
  const failed = state && !state.ok ? state : null;
  const createdId = state?.ok ? state.runId : null;
  useEffect(() => {
    if (createdId !== null) onCreated(createdId);
  }, [createdId, onCreated]);
  const field = (f: TextInput, extra: { inputMode?: "decimal" | "numeric" } = {}) => (
    <TextField
      key={f.name}
      id={`run-${f.name}`}
      name={f.name}
      label={f.label}
      hint={f.hint}
      required={f.required}
      defaultValue={failed?.values?.[f.name]}
      errors={failed?.fields?.[f.name]}
      {...extra}
    />
  );
  return (
    <form action={action} className="space-y-4" noValidate data-testid="create-run-form">
      <input type="hidden" name="projectId" value={projectId} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {texts.map((f) => field(f))}
        {numbers.map((f) =>
          field(f, { inputMode: f.name === "temperature" ? "decimal" : "numeric" }),
        )}
      </div>
      <SubmitButton pendingLabel="Creating…">Create run</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <Alert tone="success" data-testid="run-created">
          {state.message} Upload its outputs below.
        </Alert>
      ) : null}
    </form>
  );
}
