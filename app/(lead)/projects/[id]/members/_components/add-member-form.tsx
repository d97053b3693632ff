"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { addMemberAction } from "../actions";

const roleOptions = [
  { value: "annotator", label: "Annotator" },
  { value: "adjudicator", label: "Adjudicator" },
  { value: "lead", label: "Lead" },
];

export function AddMemberForm({ projectId }: { projectId: number }) {
  const [state, action] = useActionState(addMemberAction, null);
  const failed = state && !state.ok ? state : null;
  const f = failed?.fields ?? {};
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="projectId" value={projectId} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <TextField
          name="email"
          id="member-email"
          label="Email"
          type="email"
          required
          autoComplete="off"
          defaultValue={failed?.values?.email}
          errors={f.email}
          hint="The person needs an account first; an admin creates it."
        />
        <SelectField
          name="role"
          id="member-role"
          label="Role in this project"
          options={roleOptions}
          defaultValue={failed?.values?.role ?? "annotator"}
          errors={f.role}
        />
        <div className="sm:pt-6">
          <SubmitButton pendingLabel="Adding…">Add member</SubmitButton>
        </div>
      </div>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <p className="text-xs text-slate-500">
        Adding someone who is already a member changes their role.
      </p>
    </form>
  );
}
