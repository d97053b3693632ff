"use client";

import { useTranslations } from "next-intl";
import { FieldMessage } from "@/components/annotate/field-message";
import { validationLevels } from "@/lib/gold/validation-levels";

/** The 1–4 completeness rating as radio buttons, each with its anchor; keys 1–4 pick (see the screen). */
export function RatingChoice({
  value,
  onChange,
  errors,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  errors: string[];
}) {
  const t = useTranslations("kindScreens.readmeValidation.rating");
  return (
    <fieldset
      data-annotate-field="rating"
      aria-describedby={errors.length ? "rating-error" : undefined}
      className="space-y-2"
    >
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        {t("legend")} <span className="font-normal text-slate-500">{t("keys")}</span>
      </legend>
      {validationLevels.map((level) => {
        const isChecked = value === level.rating;
        return (
          <label
            key={level.rating}
            data-testid={`rating-${level.rating}`}
            className={`flex cursor-pointer gap-3 rounded-md border p-2.5 text-sm ${isChecked ? "border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500" : "border-slate-200 hover:bg-slate-50"}`}
          >
            <input
              type="radio"
              name="rating"
              value={level.rating}
              checked={isChecked}
              onChange={() => onChange(level.rating)}
              aria-invalid={errors.length ? true : undefined}
              aria-keyshortcuts={String(level.rating)}
              className="mt-1 accent-indigo-600"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <kbd>{level.rating}</kbd> {t(`levels.${level.rating}.title`)}
              </span>
              <span className="mt-0.5 block text-slate-600">
                {t(`levels.${level.rating}.definition`)}
              </span>
            </span>
          </label>
        );
      })}
      <FieldMessage id="rating-error" messages={errors} />
    </fieldset>
  );
}
