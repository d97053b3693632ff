"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createJudgeRunAction } from "../actions";

// The API's provenance fields (POST /projects/{id}/machine-runs), in its names; each name is also
// its label's and hint's key under `judges.createForm.fields`.
type TextInput = {
  name:
    | "name"
    | "model"
    | "version"
    | "prompt_strategy"
    | "prompt_language"
    | "temperature"
    | "seed"
    | "run";
  required?: boolean;
};

const texts: TextInput[] = [
  { name: "name", required: true },
  { name: "model", required: true },
  { name: "version" },
  { name: "prompt_strategy" },
  { name: "prompt_language" },
];
const numbers: TextInput[] = [{ name: "temperature" }, { name: "seed" }, { name: "run" }];

/** A judge run's provenance; `onCreated` gets the new run's id (to upload its outputs next). */
export function CreateRunForm({
  projectId,
  onCreated,
}: {
  projectId: number;
  onCreated: (runId: number) => void;
}) {
  const t = useTranslations("judges.createForm");
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
      label={t(`fields.${f.name}.label`)}
      hint={t(`fields.${f.name}.hint`)}
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
      <SubmitButton pendingLabel={t("creating")}>{t("create")}</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <Alert tone="success" data-testid="run-created">
          {t("created", { name: state.name })}
        </Alert>
      ) : null}
    </form>
  );
}
