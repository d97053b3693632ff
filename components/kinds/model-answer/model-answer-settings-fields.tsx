import { useTranslations } from "next-intl";
import { CheckboxField, TextareaField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The model-answer project's settings: its grades (with definitions) and whether annotators see the model's name. */
export function ModelAnswerSettingsFields({
  settings: s,
  val,
  checked,
  errors: f,
}: SettingsFieldsProps) {
  const t = useTranslations("kindScreens.modelAnswer.settings");
  return (
    <>
      <div className="sm:col-span-2">
        <TextareaField
          name="gradeLabels"
          label={t("grades")}
          rows={4}
          className="font-mono"
          defaultValue={val(
            "gradeLabels",
            s.gradeLabels
              .map((g) => (g.definition ? `${g.label}: ${g.definition}` : g.label))
              .join("\n"),
          )}
          errors={f.gradeLabels}
          hint={t("gradesHint")}
        />
      </div>
      <CheckboxField
        name="hideModel"
        label={t("hideModel")}
        defaultChecked={checked("hideModel", s.hideModel)}
        errors={f.hideModel}
        hint={t("hideModelHint")}
      />
    </>
  );
}
