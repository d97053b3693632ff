import { useTranslations } from "next-intl";
import { CheckboxField, TextField } from "@/components/ui/form-fields";
import type { SettingsFieldsProps } from "../kind-ui";

/** The README's project settings: the match threshold and the validation round. */
export function ReadmeSettingsFields({
  settings: s,
  val,
  checked,
  errors: f,
}: SettingsFieldsProps) {
  const t = useTranslations("kindScreens.readmeExtraction.settings");
  return (
    <>
      <TextField
        name="readmeMatchThreshold"
        label={t("threshold")}
        type="number"
        min={0}
        max={1}
        step={0.05}
        required
        defaultValue={val("readmeMatchThreshold", String(s.readmeMatchThreshold))}
        errors={f.readmeMatchThreshold}
        hint={t("thresholdHint")}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          name="readmeValidation"
          label={t("validation")}
          defaultChecked={checked("readmeValidation", s.readmeValidation)}
          errors={f.readmeValidation}
          hint={t("validationHint")}
        />
      </div>
    </>
  );
}
