"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { accuracyLabels, rejectReasons } from "@/lib/annotations/annotation-schemas";
import { CheckGroup, ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import { textLimits } from "@/lib/annotations/text-limits";
import { FieldMessage } from "@/components/annotate/field-message";
import { TextCounter } from "@/components/annotate/text-counter";
import { errorsAt, type FieldErrorMap } from "@/components/annotate/form-errors";
import { QaCitations } from "./qa-citations";
import { withReasonToggled, type QaForm, type RejectReason } from "./qa-form";

/**
 * The fields of a QA annotation: verdict, reject reasons, reference-answer label, corrected answer,
 * citations and notes. Used by the annotation workspace (with its shortcut keys shown) and by the
 * adjudicator's merged copy (whose screen has other shortcuts, so no keys are shown there).
 */
export function QaFields({
  form,
  update,
  errors,
  references,
  showKeys,
  isCiting,
}: {
  form: QaForm;
  update: (next: (prev: QaForm) => QaForm) => void;
  errors: FieldErrorMap;
  references: { url: string; title: string | null }[];
  showKeys: boolean;
  isCiting?: boolean;
}) {
  const t = useTranslations("kindScreens.qaPair");
  const finalId = useId();
  const set = (patch: Partial<QaForm>) => update((prev) => ({ ...prev, ...patch }));
  const toggleReason = (r: RejectReason) => update((prev) => withReasonToggled(prev, r));
  const key = (k: string) => (showKeys ? k : undefined);
  const finalErrors = errorsAt(errors, "final_answer");
  const isFinalRequired = form.answer_label !== null && form.answer_label !== "correct";

  return (
    <>
      <ChoiceGroup
        name="verdict"
        legend={t("verdictLegend")}
        columns={2}
        options={[
          { value: "accept", label: t("accept"), key: key("A") },
          { value: "reject", label: t("reject"), key: key("R") },
        ]}
        value={form.verdict}
        onChange={(verdict) => set({ verdict })}
        errors={errorsAt(errors, "verdict")}
      />
      {form.verdict === "reject" ? (
        <CheckGroup
          name="reject_reasons"
          legend={t("reasonsLegend")}
          hint={showKeys ? t("reasonsHintKeys") : t("reasonsHint")}
          options={rejectReasons.map((r, i) => ({
            value: r,
            label: t(`rejectReasons.${r}`),
            key: key(String(i + 1)),
          }))}
          values={form.reject_reasons}
          onToggle={toggleReason}
          errors={errorsAt(errors, "reject_reasons", true)}
        />
      ) : null}
      {form.verdict === "accept" ? (
        <>
          <ChoiceGroup
            name="answer_label"
            legend={t("fields.answerLabel")}
            hint={showKeys ? t("answerHintKeys") : undefined}
            options={accuracyLabels.map((l, i) => ({
              value: l,
              label: t(`answerLabels.${l}.name`),
              key: key(String(i + 1)),
              help: t(`answerLabels.${l}.help`),
            }))}
            value={form.answer_label}
            onChange={(answer_label) => set({ answer_label })}
            errors={errorsAt(errors, "answer_label")}
          />
          <div data-annotate-field="final_answer">
            <label htmlFor={finalId} className="mb-1 block text-sm font-semibold text-slate-900">
              {t("fields.correctedAnswer")}{" "}
              <span className="font-normal text-slate-500">
                {isFinalRequired ? t("required") : t("onlyWhenIncorrect")}
              </span>
            </label>
            <textarea
              id={finalId}
              rows={2}
              value={form.final_answer}
              onChange={(e) => set({ final_answer: e.target.value })}
              aria-invalid={finalErrors.length ? true : undefined}
              aria-describedby={`${finalErrors.length ? `${finalId}-error ` : ""}${finalId}-count`}
              aria-required={isFinalRequired}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-500"
            />
            <TextCounter
              id={`${finalId}-count`}
              length={form.final_answer.trim().length}
              max={textLimits.final_answer}
              testId="final-answer-counter"
            />
            <FieldMessage id={`${finalId}-error`} messages={finalErrors} />
          </div>
          <QaCitations
            citations={form.citations}
            references={references}
            errors={errors}
            onChange={(citations) => set({ citations })}
            showKeys={showKeys}
            isCiting={isCiting}
          />
        </>
      ) : null}
      <NotesField
        value={form.notes}
        onChange={(notes) => set({ notes })}
        errors={errorsAt(errors, "notes")}
      />
    </>
  );
}
