"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { commonLicenses } from "@/lib/releases/release-schema";
import { createReleaseAction } from "../actions";

const licenses = commonLicenses.map((l) => ({ value: l, label: l }));

/** Publishes a release of the gold as it stands; field errors are shown at their fields. */
export function NewReleaseForm({ projectId }: { projectId: number }) {
  const t = useTranslations("releases.form");
  const [state, action] = useActionState(createReleaseAction, null);
  const failed = state && !state.ok ? state : null;
  const common = (name: string) => ({
    id: `release-${name}`,
    name,
    defaultValue: failed?.values?.[name],
    errors: failed?.fields?.[name],
  });
  // The fields' names are the API's, not text a reader sees.
  const [version, title, license, notes, citation] = [
    "version",
    "title",
    "license",
    "notes",
    "citation",
  ].map(common);
  return (
    <form action={action} className="space-y-4" noValidate data-testid="new-release-form">
      <input type="hidden" name="projectId" value={projectId} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...version} label={t("version")} hint={t("versionHint")} required />
        <TextField {...title} label={t("title")} required className="sm:col-span-2" />
        <SelectField
          {...license}
          label={t("license")}
          hint={t("licenseHint")}
          options={licenses}
          defaultValue={failed?.values?.license ?? "CC-BY-4.0"}
        />
      </div>
      <TextareaField {...notes} label={t("notes")} hint={t("notesHint")} rows={3} />
      <TextareaField {...citation} label={t("citation")} hint={t("citationHint")} rows={3} />
      <SubmitButton pendingLabel={t("publishing")}>{t("publish")}</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
    </form>
  );
}
