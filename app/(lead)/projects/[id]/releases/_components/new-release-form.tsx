"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { commonLicenses } from "@/lib/releases/release-schema";
import { createReleaseAction } from "../actions";

const licenses = commonLicenses.map((l) => ({ value: l, label: l }));

/** Publishes a release of the gold as it stands; field errors are shown at their fields. */
export function NewReleaseForm({ projectId }: { projectId: number }) {
  const [state, action] = useActionState(createReleaseAction, null);
  const failed = state && !state.ok ? state : null;
  const common = (name: string) => ({
    id: `release-${name}`,
    name,
    defaultValue: failed?.values?.[name],
    errors: failed?.fields?.[name],
  });
  return (
    <form action={action} className="space-y-4" noValidate data-testid="new-release-form">
      <input type="hidden" name="projectId" value={projectId} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          {...common("version")}
          label="Version"
          hint="e.g. 1.0.0; once per project."
          required
        />
        <TextField {...common("title")} label="Title" required className="sm:col-span-2" />
        <SelectField
          {...common("license")}
          label="License"
          hint="SPDX id of the dataset's license."
          options={licenses}
          defaultValue={failed?.values?.license ?? "CC-BY-4.0"}
        />
      </div>
      <TextareaField {...common("notes")} label="Notes" hint="Optional: what changed." rows={3} />
      <TextareaField
        {...common("citation")}
        label="Citation"
        hint="Optional, e.g. BibTeX; goes into the bundle's card and CITATION.cff."
        rows={3}
      />
      <SubmitButton pendingLabel="Publishing…">Publish release</SubmitButton>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
    </form>
  );
}
