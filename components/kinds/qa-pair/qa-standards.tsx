"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { qaStandards, type QaForm, type StandardCheck, type StandardKey } from "./qa-form";

const checks = ["meets", "fails"] as const;

/**
 * The three quality standards of the source paper as a checklist. Marking one as failed adds the
 * matching reject reason and suggests rejecting; the checklist itself is not submitted.
 */
export function QaStandards({
  form,
  update,
}: {
  form: QaForm;
  update: (next: (prev: QaForm) => QaForm) => void;
}) {
  const t = useTranslations("kindScreens.qaPair");
  const setCheck = (key: StandardKey, check: StandardCheck) =>
    update((prev) => {
      const reason = qaStandards.find((s) => s.key === key)!.reason;
      const reasons =
        check === "fails" && !prev.reject_reasons.includes(reason)
          ? [...prev.reject_reasons, reason]
          : prev.reject_reasons;
      return { ...prev, standards: { ...prev.standards, [key]: check }, reject_reasons: reasons };
    });
  const failed = qaStandards.filter((s) => form.standards[s.key] === "fails");

  return (
    <fieldset data-annotate-field="standards" className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">
        {t("standardsLegend")}
      </legend>
      <div className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {qaStandards.map((s) => (
          <div
            key={s.key}
            role="radiogroup"
            aria-label={t(`standards.${s.key}.name`)}
            className="flex items-center justify-between gap-3 px-3 py-1.5"
          >
            <div className="min-w-0 text-sm">
              <span className="font-medium text-slate-800">{t(`standards.${s.key}.name`)}</span>
              <span className="block text-xs text-slate-500">{t(`standards.${s.key}.help`)}</span>
            </div>
            <div className="flex shrink-0 gap-3 text-sm">
              {checks.map((check) => (
                <label key={check} className="inline-flex cursor-pointer items-center gap-1">
                  <input
                    type="radio"
                    name={`standard-${s.key}`}
                    checked={form.standards[s.key] === check}
                    onChange={() => setCheck(s.key, check)}
                    className="h-4 w-4 accent-indigo-600"
                  />
                  {t(check === "meets" ? "meets" : "fails")}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {failed.length > 0 && form.verdict !== "reject" ? (
        <div
          role="status"
          data-testid="standards-suggestion"
          className="mt-2 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>
            {t("suggestReject", {
              reasons: failed.map((s) => t(`rejectReasons.${s.reason}`).toLowerCase()).join(", "),
            })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => update((prev) => ({ ...prev, verdict: "reject" }))}
          >
            {t("reject")} <kbd>R</kbd>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
