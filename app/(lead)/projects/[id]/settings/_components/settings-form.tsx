"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardTitle } from "@/components/ui/card";
import { CheckboxField, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { updateSettingsAction } from "../actions";
import { InstructionsEditor } from "./instructions-editor";

export type SettingsFormProps = { projectId: number; kind: ItemKind; name: string; instructions: string; settings: ProjectSettings };

export function SettingsForm({ projectId, kind, name, instructions, settings: s }: SettingsFormProps) {
  const [state, action] = useActionState(updateSettingsAction, null);
  const failed = state && !state.ok ? state : null;
  const f = failed?.fields ?? {};
  // After a failure show what was submitted; otherwise the saved values.
  const val = (key: string, saved: string) => failed?.values?.[key] ?? saved;
  const checked = (key: string, saved: boolean) => (failed?.values ? failed.values[key] === "on" : saved);
  return (
    <form action={action} className="space-y-6" noValidate>
      <input type="hidden" name="projectId" value={projectId} />
      <Card aria-labelledby="general-title">
        <CardTitle id="general-title">General</CardTitle>
        <div className="space-y-5">
          <TextField name="name" label="Project name" required maxLength={120} defaultValue={val("name", name)} errors={f.name} />
          <InstructionsEditor defaultValue={val("instructions", instructions)} errors={f.instructions} />
        </div>
      </Card>
      <Card aria-labelledby="workflow-title">
        <CardTitle id="workflow-title">Workflow</CardTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="overlap"
            label="Annotators per item"
            type="number"
            min={1}
            max={5}
            required
            defaultValue={val("overlap", String(s.overlap))}
            errors={f.overlap}
            hint="How many people label each item independently (1–5). Agreement needs at least 2. Lowering it finishes items that already have enough annotations and gives back claims beyond it."
          />
          <TextField
            name="leaseMinutes"
            label="Lease (minutes)"
            type="number"
            min={1}
            max={1440}
            required
            defaultValue={val("leaseMinutes", String(s.leaseMinutes))}
            errors={f.leaseMinutes}
            hint="A claimed item is given back when its lease runs out; the draft is kept."
          />
          <SelectField
            name="adjudicators"
            label="Who adjudicates"
            defaultValue={val("adjudicators", s.adjudicators)}
            errors={f.adjudicators}
            options={[
              { value: "members", label: "Any member who did not annotate the item" },
              { value: "leads", label: "Leads only" },
            ]}
            hint="An item's own annotators never adjudicate it."
          />
          {kind === "qa_pair" ? (
            <SelectField
              name="qaRejectRule"
              label="When an annotator rejects a pair"
              defaultValue={val("qaRejectRule", s.qaRejectRule)}
              errors={f.qaRejectRule}
              options={[
                { value: "veto", label: "Reject the item (veto)" },
                { value: "adjudicate", label: "Send it to adjudication" },
              ]}
              hint="The source paper uses a veto: one reject ends the item."
            />
          ) : null}
          {kind === "generated_comment" ? (
            <SelectField
              name="commentAgreement"
              label="Annotators agree on"
              defaultValue={val("commentAgreement", s.commentAgreement)}
              errors={f.commentAgreement}
              options={[
                { value: "accuracy_and_codes", label: "Accuracy label and error codes" },
                { value: "accuracy_only", label: "Accuracy label only" },
              ]}
              hint="Which fields must be equal for an item to be agreed without adjudication."
            />
          ) : null}
          {kind === "readme" ? (
            <TextField
              name="readmeMatchThreshold"
              label="Match threshold"
              type="number"
              min={0}
              max={1}
              step={0.05}
              required
              defaultValue={val("readmeMatchThreshold", String(s.readmeMatchThreshold))}
              errors={f.readmeMatchThreshold}
              hint="Minimum text similarity (0–1) for two functionalities to count as the same."
            />
          ) : null}
        </div>
        <div className="mt-5 space-y-4">
          <CheckboxField
            name="hideAnnotatorNames"
            label="Hide annotator names from adjudicators"
            defaultChecked={checked("hideAnnotatorNames", s.hideAnnotatorNames)}
            errors={f.hideAnnotatorNames}
            hint="Adjudicators then see the two annotations without who made them."
          />
          {kind === "readme" ? (
            <CheckboxField
              name="readmeValidation"
              label="Validation round"
              defaultChecked={checked("readmeValidation", s.readmeValidation)}
              errors={f.readmeValidation}
              hint="Two more people rate each gold list 1–4 for completeness."
            />
          ) : null}
          {kind === "dialogue" ? (
            <TextareaField
              name="taskCategories"
              label="Task categories"
              rows={8}
              className="font-mono"
              defaultValue={val("taskCategories", s.taskCategories.join("\n"))}
              errors={f.taskCategories}
              hint="One per line, 2 to 40. Annotators pick one for each dialogue."
            />
          ) : null}
        </div>
      </Card>
      {failed ? <Alert tone="error">{failed.fields ? "Please correct the highlighted fields." : failed.message}</Alert> : null}
      {state?.ok ? <Alert tone="success">{state.message}</Alert> : null}
      <SubmitButton>Save settings</SubmitButton>
    </form>
  );
}
