"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createUserAction } from "../actions";

const roleOptions = [
  { value: "annotator", label: "Annotator" },
  { value: "lead", label: "Lead" },
  { value: "admin", label: "Admin" },
];

export function CreateUserForm() {
  const [state, action] = useActionState(createUserAction, null);
  const failed = state && !state.ok ? state : null;
  const v = failed?.values ?? {};
  const f = failed?.fields ?? {};
  return (
    <form action={action} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="email"
          id="user-email"
          label="Email"
          type="email"
          autoComplete="off"
          required
          defaultValue={v.email}
          errors={f.email}
        />
        <TextField
          name="name"
          id="user-name"
          label="Name"
          required
          defaultValue={v.name}
          errors={f.name}
        />
        <SelectField
          name="role"
          id="user-role"
          label="Role"
          options={roleOptions}
          defaultValue={v.role ?? "annotator"}
          errors={f.role}
          hint="Leads can create projects; admins also manage users."
        />
        <TextField
          name="password"
          id="user-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          errors={f.password}
          hint="At least 12 characters, not a common password. Share it with the person securely."
        />
      </div>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {failed?.fields?.[""] ? <Alert tone="error">{failed.fields[""].join(" ")}</Alert> : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <SubmitButton pendingLabel="Creating…">Create user</SubmitButton>
    </form>
  );
}
