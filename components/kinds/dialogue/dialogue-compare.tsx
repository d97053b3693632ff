import { useTranslations } from "next-intl";
import type { DialogueAnnotation } from "@/lib/items/dialogue/dialogue-annotation-schema";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

// Each field's name is `kindScreens.dialogueTriage.fields.<field>` in the catalogues.
const fields = [
  "dev_related",
  "task_category",
  "code_centric",
  "single_answer",
  "time_invariant",
  "evidence_supported",
] as const;

/** Every label side by side; the ones that differ highlighted. */
export function DialogueCompare({
  a,
  b,
  headers,
  differs,
}: {
  a: DialogueAnnotation;
  b: DialogueAnnotation;
  headers: [string, string];
  differs: ReadonlySet<string>;
}) {
  const t = useTranslations("kindScreens");
  return (
    <CompareRows
      headers={headers}
      rows={[
        ...fields.map((field) => ({
          field,
          label: t(`dialogueTriage.fields.${field}`),
          a: valueText(a[field]),
          b: valueText(b[field]),
          differs: differs.has(field),
        })),
        {
          field: "notes",
          label: t("common.notes"),
          a: valueText(a.notes),
          b: valueText(b.notes),
          differs: false,
        },
      ]}
    />
  );
}
