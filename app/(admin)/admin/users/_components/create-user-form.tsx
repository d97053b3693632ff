"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createUserAction } from "../actions";

const roles = ["annotator", "lead", "admin"] as const;

export function CreateUserForm() {
  const t = useTranslations("admin.create");
  const tc = useTranslations("common");
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
          label={tc("columns.email")}
          type="email"
          autoComplete="off"
          required
          defaultValue={v.email}
          errors={f.email}
        />
        <TextField
          name="name"
          id="user-name"
          label={tc("columns.name")}
          required
          defaultValue={v.name}
          errors={f.name}
        />
        <SelectField
          name="role"
          id="user-role"
          label={tc("columns.role")}
          options={roles.map((r) => ({ value: r, label: tc(`roles.${r}`) }))}
          defaultValue={v.role ?? "annotator"}
          errors={f.role}
          hint={t("roleHint")}
        />
        <TextField
          name="password"
          id="user-password"
          label={t("password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          errors={f.password}
          hint={t("passwordHint")}
        />
      </div>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {failed?.fields?.[""] ? <Alert tone="error">{failed.fields[""].join(" ")}</Alert> : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <SubmitButton pendingLabel={tc("creating")}>{t("submit")}</SubmitButton>
    </form>
  );
}
