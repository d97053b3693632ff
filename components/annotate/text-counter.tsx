import { useTranslations } from "next-intl";

/**
 * A free-text field's length against its limit, under the field: "120 / 10,000", and in red with
 * how much to cut once it is over. Nothing is cut: text beyond the limit stays in the field and
 * the submit is refused (SPEC §3).
 */
export function TextCounter({
  id,
  length,
  max,
  testId,
}: {
  id: string;
  length: number;
  max: number;
  testId?: string;
}) {
  const t = useTranslations("annotate.counter");
  const over = length - max;
  return (
    <p
      id={id}
      className={`mt-0.5 text-right text-xs tabular-nums ${over > 0 ? "font-medium text-red-700" : "text-slate-500"}`}
    >
      {over > 0 ? <span>{t("over", { over })}</span> : null}
      <span data-testid={testId}>{t("count", { length, max })}</span>
    </p>
  );
}
