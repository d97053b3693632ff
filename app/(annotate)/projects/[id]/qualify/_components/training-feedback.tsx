import { useTranslations } from "next-intl";
import { CompareRows, valueText } from "@/components/adjudicate/compare-rows";
import { Alert } from "@/components/ui/alert";
import type { TrainingFeedback as Feedback } from "@/lib/qualification/qualification-dto";

const fieldsOf = (v: unknown) => (v !== null && typeof v === "object" ? Object.keys(v) : []);

/** The gold beside the answer, the fields that differ marked (the kind's comparison), and the adjudicator's rationale. */
export function TrainingFeedback({
  feedback,
  labels,
}: {
  feedback: Omit<Feedback, "attempt">;
  labels: Record<string, string>;
}) {
  const t = useTranslations("qualification");
  const answer = (feedback.answer ?? {}) as Record<string, unknown>;
  const gold = (feedback.gold ?? {}) as Record<string, unknown>;
  // The form's own order first (its labels), then anything else the gold holds.
  const fields = [
    ...new Set([...Object.keys(labels), ...fieldsOf(gold), ...fieldsOf(answer)]),
  ].filter((f) => f in gold || f in answer);
  const rows = fields.map((field) => ({
    field,
    label: labels[field] ?? field.replace(/_/g, " "),
    a: valueText(answer[field]),
    b: valueText(gold[field]),
    differs: feedback.differences.includes(field),
  }));
  return (
    <div className="space-y-3" data-testid="training-feedback">
      <Alert tone={feedback.isEqual ? "success" : "info"} data-testid="training-verdict">
        {feedback.isEqual
          ? t("equal")
          : t("differs", {
              fields: feedback.differences.map((d) => labels[d] ?? d).join(", "),
            })}{" "}
        {t("position", { position: feedback.position, total: feedback.total })}
      </Alert>
      <CompareRows rows={rows} headers={[t("yourAnswer"), t("gold")]} />
      {feedback.rationale ? (
        <div
          className="rounded border border-slate-200 bg-slate-50 p-3 text-sm"
          data-testid="training-rationale"
        >
          <p className="font-medium text-slate-700">{t("rationale")}</p>
          <p className="whitespace-pre-wrap text-slate-800">{feedback.rationale}</p>
        </div>
      ) : null}
    </div>
  );
}
