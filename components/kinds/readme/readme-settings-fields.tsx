import { CheckboxField, TextField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The README's project settings: the match threshold and the validation round. */
export function ReadmeSettingsFields({
  settings: s,
  val,
  checked,
  errors: f,
}: SettingsFieldsProps) {
  return (
    <>
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
      <div className="sm:col-span-2">
        <CheckboxField
          name="readmeValidation"
          label="Validation round"
          defaultChecked={checked("readmeValidation", s.readmeValidation)}
          errors={f.readmeValidation}
          hint="Two more people rate each gold list 1–4 for completeness."
        />
      </div>
    </>
  );
}
