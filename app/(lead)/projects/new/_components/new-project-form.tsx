"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { WorkflowSettingsFields } from "@/components/projects/workflow-settings-fields";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { defaultItemKind, itemKindLabels, itemKinds } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { createProjectAction } from "../actions";

const defaults = parseProjectSettings({});
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
        defaultValue={v.kind ?? defaultItemKind}
        errors={f.kind}
        hint="What the items are and what annotators do with them. It cannot be changed later."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <WorkflowSettingsFields values={{ overlap: v.overlap ?? String(defaults.overlap), leaseMinutes: v.leaseMinutes ?? String(defaults.leaseMinutes) }} errors={f} />
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
