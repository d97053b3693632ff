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
  return (
    <>
      <TextField
        name="humanFraction"
        label="Share of items offered to people"
        type="number"
        min={0.01}
        max={1}
        step={0.01}
        required
        defaultValue={values.humanFraction}
        errors={f.humanFraction}
        hint="Above 0, at most 1. In each stratum this share of items (chosen by a fixed hash) is offered to annotators, a random sample for the human gold; the rest are labelled by judges only and shown as “judges only”. Items already claimed or annotated stay with people."
      />
      <TextField
        name="overlapFraction"
        label="Share of items with all annotators"
        type="number"
        min={0.01}
        max={1}
        step={0.01}
        required
        defaultValue={values.overlapFraction}
        errors={f.overlapFraction}
        hint="Above 0, at most 1. In each stratum this share of items (chosen by a fixed hash) gets every annotator; the rest get one and become gold “single”. Items already under way keep their choice."
      />
      <TextField
        name="overlapStrata"
        label="Strata"
        defaultValue={values.overlapStrata}
        errors={f.overlapStrata}
        placeholder="language, model"
        hint={`Comma-separated item fields: ${strataChoices.join(", ")}, or meta.<key>. Empty: the whole project is one stratum.`}
      />
      {validationRound ? (
        <TextField
          name="validationFraction"
          label="Share of gold items rated"
          type="number"
          min={0.01}
          max={1}
          step={0.01}
          required
          defaultValue={values.validationFraction}
          errors={f.validationFraction}
          hint="Above 0, at most 1: the same choice by stratum, with its own hash (FuncRead rated 50 of 200)."
        />
      ) : null}
    </>
  );
}
