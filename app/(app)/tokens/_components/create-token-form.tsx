"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { createTokenAction } from "../actions";
import { NewTokenSecret } from "./new-token-secret";

const ttlDays = ["30", "90", "365"] as const;

export function CreateTokenForm() {
  const t = useTranslations("tokens.create");
  const tc = useTranslations("common");
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
          label={t("name")}
          hint={t("nameHint")}
          required
          maxLength={100}
          defaultValue={failed?.values?.name}
          errors={failed?.fields?.name}
        />
        <SelectField
          name="ttlDays"
          id="token-ttl"
          label={t("expires")}
          options={[
            { value: "", label: tc("never") },
            ...ttlDays.map((d) => ({ value: d, label: t(`ttl.${d}`) })),
          ]}
          defaultValue={failed?.values?.ttlDays ?? ""}
          errors={failed?.fields?.ttlDays}
        />
        <div className="sm:pt-6">
          <SubmitButton pendingLabel={tc("creating")}>{t("submit")}</SubmitButton>
        </div>
      </form>
      {failed && !failed.fields ? <Alert tone="error">{failed.message}</Alert> : null}
      {state?.ok ? (
        <NewTokenSecret key={state.token} name={state.name} token={state.token} />
      ) : null}
    </div>
  );
}
