import { TextField } from "@/components/ui/form-fields";
import {
  SamplingSettingsFields,
  type SamplingSettingsFieldsProps,
} from "./sampling-settings-fields";

export type WorkflowSettingsFieldsProps = {
  /** The values to show: the saved (or default) ones, or what a failed submit sent. */
  values: { overlap: string; leaseMinutes: string; reviseMinutes: string };
  errors: Record<string, string[] | undefined>;
  /** On an existing project, where lowering the overlap acts on items already annotated. */
  editing?: boolean;
  /** The sampling fields (decision 024), on both forms; the new-project form passes its chosen kind's strata. */
  sampling?: Omit<SamplingSettingsFieldsProps, "errors">;
};

/** The settings every project has that both the new-project and the settings form ask for: overlap, lease and revise window. */
export function WorkflowSettingsFields({
  values,
  errors: f,
  editing = false,
  sampling,
}: WorkflowSettingsFieldsProps) {
  return (
    <>
      <TextField
        name="overlap"
        label="Annotators per item"
        type="number"
        min={1}
        max={5}
        step={1}
        required
        defaultValue={values.overlap}
        errors={f.overlap}
        hint={`How many people label each item independently (1–5). Agreement needs at least 2.${editing ? " Lowering it finishes items that already have enough annotations and gives back claims beyond it." : ""}`}
      />
      <TextField
        name="leaseMinutes"
        label="Lease (minutes)"
        type="number"
        min={1}
        max={1440}
        step={1}
        required
        defaultValue={values.leaseMinutes}
        errors={f.leaseMinutes}
        hint="How long a claimed item stays reserved for one annotator; when the lease runs out it is given back, the draft kept."
      />
      <TextField
        name="reviseMinutes"
        label="Revise window (minutes)"
        type="number"
        min={0}
        max={120}
        step={1}
        required
        defaultValue={values.reviseMinutes}
        errors={f.reviseMinutes}
        hint={`How long annotators may revise an annotation after submitting it (0–120; 0: submits are final). An item is compared once every window on it has closed.${editing ? " A change applies to later submits." : ""}`}
      />
      {sampling ? <SamplingSettingsFields {...sampling} errors={f} /> : null}
    </>
  );
}
