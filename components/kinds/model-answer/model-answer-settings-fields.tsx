import { CheckboxField, TextareaField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The model-answer project's settings: its grades (with definitions) and whether annotators see the model's name. */
export function ModelAnswerSettingsFields({
  settings: s,
  val,
  checked,
  errors: f,
}: SettingsFieldsProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <TextareaField
          name="gradeLabels"
          label="Grades"
          rows={4}
          className="font-mono"
          defaultValue={val(
            "gradeLabels",
            s.gradeLabels
              .map((g) => (g.definition ? `${g.label}: ${g.definition}` : g.label))
              .join("\n"),
          )}
          errors={f.gradeLabels}
          hint="One per line, 2 to 9, as `label: definition`. Key 1 picks the first. Labels: lowercase letters, digits and _."
        />
      </div>
      <CheckboxField
        name="hideModel"
        label="Hide the model's name from annotators"
        defaultChecked={checked("hideModel", s.hideModel)}
        errors={f.hideModel}
        hint="Leads and adjudicators still see it; the export keeps it."
      />
    </>
  );
}
