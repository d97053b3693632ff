"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { itemKindLabels, itemKinds } from "@/lib/items/item-kinds";
import { createProjectAction } from "../actions";

const kindOptions = itemKinds.map((k) => ({ value: k, label: itemKindLabels[k] }));

export function NewProjectForm() {
  const [state, action] = useActionState(createProjectAction, null);
  const failed = state && !state.ok ? state : null;
  const v = failed?.values ?? {};
  const f = failed?.fields ?? {};
  return (
    <form action={action} className="space-y-5" noValidate>
      <TextField name="name" label="Name" required maxLength={120} defaultValue={v.name} errors={f.name} />
      <SelectField
        name="kind"
        label="Kind"
        options={kindOptions}
        defaultValue={v.kind ?? "generated_comment"}
        errors={f.kind}
        hint="What the items are and what annotators do with them. It cannot be changed later."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="overlap"
          label="Annotators per item"
          type="number"
          min={1}
          max={5}
          step={1}
          required
          defaultValue={v.overlap ?? "2"}
          errors={f.overlap}
          hint="How many people label each item independently (1–5)."
        />
        <TextField
          name="leaseMinutes"
          label="Lease (minutes)"
          type="number"
          min={1}
          max={1440}
          step={1}
          required
          defaultValue={v.leaseMinutes ?? "30"}
          errors={f.leaseMinutes}
          hint="How long a claimed item stays reserved for one annotator."
        />
      </div>
      <TextareaField
        name="instructions"
        label="Instructions"
        rows={8}
        className="font-mono"
        defaultValue={v.instructions}
        errors={f.instructions}
        hint="Markdown, shown to annotators. You can edit it later in the project settings."
      />
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {failed?.fields?.[""] ? <Alert tone="error">{failed.fields[""].join(" ")}</Alert> : null}
      <div className="flex gap-2">
        <SubmitButton pendingLabel="Creating…">Create project</SubmitButton>
        <ButtonLink href="/projects">Cancel</ButtonLink>
      </div>
    </form>
  );
}
