import { SelectField, TextField } from "@/components/ui/form-fields";

export type QueueOrderFieldsProps = {
  /** The values to show: the saved ones, or what a failed submit sent ("" for no quota). */
  values: { order: string; quota: string };
  errors: Record<string, string[] | undefined>;
};

/** The queue's order and each annotator's quota (SPEC §2 "Order"). */
export function QueueOrderFields({ values, errors: f }: QueueOrderFieldsProps) {
  return (
    <>
      <SelectField
        name="order"
        label="Order of items"
        defaultValue={values.order}
        errors={f.order}
        options={[
          { value: "sequential", label: "Import order" },
          { value: "random", label: "Random, different for each annotator" },
          { value: "interleaved", label: "Interleaved: one language after another" },
        ]}
        hint="Which new item an annotator gets next. Items someone else already started always come first, so that they get finished."
      />
      <TextField
        name="quota"
        label="Quota per annotator"
        type="number"
        min={1}
        step={1}
        defaultValue={values.quota}
        errors={f.quota}
        hint="The most items one annotator may submit in this project. Empty: no limit."
      />
    </>
  );
}
