import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/form-fields";

export type SamplingSettingsFieldsProps = {
  /** The values to show: the saved ones, or what a failed submit sent (strata comma-separated). */
  values: {
    humanFraction: string;
    overlapFraction: string;
    overlapStrata: string;
    validationFraction: string;
  };
  errors: Record<string, string[] | undefined>;
  /** The strata this project's kind allows (lib/sampling/overlap-strata.ts), and whether it has a validation round. */
  strataChoices: readonly string[];
  validationRound: boolean;
};

/** The sampling settings (SPEC §2 Sampling, decision 024): the share of each stratum with all annotators, the strata, the validation round's share. */
export function SamplingSettingsFields({
  values,
  errors: f,
  strataChoices,
  validationRound,
}: SamplingSettingsFieldsProps) {
  const t = useTranslations("settings.fields");
  return (
    <>
      <TextField
        name="humanFraction"
        label={t("humanFraction")}
        type="number"
        min={0.01}
        max={1}
        step={0.01}
        required
        defaultValue={values.humanFraction}
        errors={f.humanFraction}
        hint={t("humanFractionHint")}
      />
      <TextField
        name="overlapFraction"
        label={t("overlapFraction")}
        type="number"
        min={0.01}
        max={1}
        step={0.01}
        required
        defaultValue={values.overlapFraction}
        errors={f.overlapFraction}
        hint={t("overlapFractionHint")}
      />
      <TextField
        name="overlapStrata"
        label={t("overlapStrata")}
        defaultValue={values.overlapStrata}
        errors={f.overlapStrata}
        // eslint-disable-next-line i18next/no-literal-string -- item field names, the same in every language
        placeholder="language, model"
        hint={t("overlapStrataHint", { fields: strataChoices.join(", ") })}
      />
      {validationRound ? (
        <TextField
          name="validationFraction"
          label={t("validationFraction")}
          type="number"
          min={0.01}
          max={1}
          step={0.01}
          required
          defaultValue={values.validationFraction}
          errors={f.validationFraction}
          hint={t("validationFractionHint")}
        />
      ) : null}
    </>
  );
}
