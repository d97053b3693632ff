import { useTranslations } from "next-intl";
import type { ModelAnswerAnnotation } from "@/lib/items/model-answer/model-answer-annotation-schema";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";

/** The two grades and notes side by side. */
export function ModelAnswerCompare({
  a,
  b,
  headers,
  differs,
}: {
  a: ModelAnswerAnnotation;
  b: ModelAnswerAnnotation;
  headers: [string, string];
  differs: ReadonlySet<string>;
}) {
  const t = useTranslations("kindScreens");
  return (
    <CompareRows
      headers={headers}
      rows={[
        {
          field: "grade",
          label: t("modelAnswer.grade"),
          a: valueText(a.grade),
          b: valueText(b.grade),
          differs: differs.has("grade"),
        },
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
