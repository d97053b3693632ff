import { useTranslations } from "next-intl";
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
  const t = useTranslations("settings.fields");
  const when = { editing: editing ? "true" : "false" };
  return (
    <>
      <TextField
        name="overlap"
        label={t("overlap")}
        type="number"
        min={1}
        max={5}
        step={1}
        required
        defaultValue={values.overlap}
        errors={f.overlap}
        hint={t("overlapHint", when)}
      />
      <TextField
        name="leaseMinutes"
        label={t("leaseMinutes")}
        type="number"
        min={1}
        max={1440}
        step={1}
        required
        defaultValue={values.leaseMinutes}
        errors={f.leaseMinutes}
        hint={t("leaseMinutesHint")}
      />
      <TextField
        name="reviseMinutes"
        label={t("reviseMinutes")}
        type="number"
        min={0}
        max={120}
        step={1}
        required
        defaultValue={values.reviseMinutes}
        errors={f.reviseMinutes}
        hint={t("reviseMinutesHint", when)}
      />
      {sampling ? <SamplingSettingsFields {...sampling} errors={f} /> : null}
    </>
  );
}
