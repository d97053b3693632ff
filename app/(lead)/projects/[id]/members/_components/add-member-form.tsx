"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { addMemberAction } from "../actions";

const roles = ["annotator", "adjudicator", "lead"] as const;

export function AddMemberForm({ projectId }: { projectId: number }) {
  const t = useTranslations("members.add");
  const tc = useTranslations("common");
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
          label={tc("columns.email")}
          type="email"
          required
          autoComplete="off"
          defaultValue={failed?.values?.email}
          errors={f.email}
          hint={t("emailHint")}
        />
        <SelectField
          name="role"
          id="member-role"
          label={t("role")}
          options={roles.map((r) => ({ value: r, label: tc(`roles.${r}`) }))}
          defaultValue={failed?.values?.role ?? "annotator"}
          errors={f.role}
        />
        <div className="sm:pt-6">
          <SubmitButton pendingLabel={t("adding")}>{t("submit")}</SubmitButton>
        </div>
      </div>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <p className="text-xs text-slate-500">{t("note")}</p>
    </form>
  );
}
