"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createTokenAction } from "../actions";
import { NewTokenSecret } from "./new-token-secret";

const ttlOptions = [
  { value: "", label: "Never" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
];

export function CreateTokenForm() {
  const [state, action] = useActionState(createTokenAction, null);
  const failed = state && !state.ok ? state : null;
  return (
    <div className="space-y-4">
      <form
        action={action}
        className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
        noValidate
      >
        <TextField
          name="name"
          id="token-name"
          label="Token name"
          hint="What the token is for, e.g. “import script”."
          required
          maxLength={100}
          defaultValue={failed?.values?.name}
          errors={failed?.fields?.name}
        />
        <SelectField
          name="ttlDays"
          id="token-ttl"
          label="Expires"
          options={ttlOptions}
          defaultValue={failed?.values?.ttlDays ?? ""}
          errors={failed?.fields?.ttlDays}
        />
        <div className="sm:pt-6">
          <SubmitButton pendingLabel="Creating…">Create token</SubmitButton>
        </div>
      </form>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <NewTokenSecret key={state.token} name={state.name} token={state.token} />
      ) : null}
    </div>
  );
}
