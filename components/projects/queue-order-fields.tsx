import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/form-fields";

export type QueueOrderFieldsProps = {
  /** The values to show: the saved ones, or what a failed submit sent ("" for no quota). */
  values: { order: string; quota: string };
  errors: Record<string, string[] | undefined>;
};

/** The queue's order and each annotator's quota (SPEC §2 "Order"). */
export function QueueOrderFields({ values, errors: f }: QueueOrderFieldsProps) {
  const t = useTranslations("settings.fields");
  return (
    <>
      <SelectField
        name="order"
        label={t("order")}
        defaultValue={values.order}
        errors={f.order}
        options={[
          { value: "sequential", label: t("orders.sequential") },
          { value: "random", label: t("orders.random") },
          { value: "interleaved", label: t("orders.interleaved") },
        ]}
        hint={t("orderHint")}
      />
      <TextField
        name="quota"
        label={t("quota")}
        type="number"
        min={1}
        step={1}
        defaultValue={values.quota}
        errors={f.quota}
        hint={t("quotaHint")}
      />
    </>
  );
}
