import type { DialogueAnnotation } from "@/lib/items/dialogue/dialogue-annotation-schema";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

const fields = [
  ["dev_related", "Dev-related"],
  ["task_category", "Task category"],
  ["code_centric", "Code-centric"],
  ["single_answer", "Single answer"],
  ["time_invariant", "Time-invariant"],
  ["evidence_supported", "Evidence-supported"],
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
  return (
    <CompareRows
      headers={headers}
      rows={[
        ...fields.map(([field, label]) => ({
          field,
          label,
          a: valueText(a[field]),
          b: valueText(b[field]),
          differs: differs.has(field),
        })),
        {
          field: "notes",
          label: "Notes",
          a: valueText(a.notes),
          b: valueText(b.notes),
          differs: false,
        },
      ]}
    />
  );
}
