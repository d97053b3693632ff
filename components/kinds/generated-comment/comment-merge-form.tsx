"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import type { CommentForm } from "./comment-form";
import { ErrorCodePicker } from "./error-code-picker";
import { errorsAt, type FieldErrorMap } from "@/components/annotate/form-errors";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";

/** The merged gold of a generated comment: accuracy, error codes (the annotators' picker) and notes. */
export function CommentMergeForm({
  value,
  onChange,
  errors,
}: {
  value: CommentForm;
  onChange: (v: CommentForm) => void;
  errors: FieldErrorMap;
}) {
  const t = useTranslations("kindScreens.codeComment");
  const searchRef = useRef<HTMLInputElement>(null);
  const toggle = (code: string) =>
    onChange({
      ...value,
      error_codes: value.error_codes.includes(code)
        ? value.error_codes.filter((c) => c !== code)
        : [...value.error_codes, code],
    });
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name="accuracy"
        legend={t("fields.accuracy")}
        columns={3}
        options={accuracyLabels.map((a) => ({ value: a, label: t(`accuracy.${a}.name`) }))}
        value={value.accuracy}
        onChange={(accuracy) => onChange({ ...value, accuracy })}
        errors={errorsAt(errors, "accuracy", true)}
      />
      <ErrorCodePicker
        selected={value.error_codes}
        onToggle={toggle}
        errors={errorsAt(errors, "error_codes", true)}
        searchRef={searchRef}
      />
      <NotesField
        value={value.notes}
        onChange={(notes) => onChange({ ...value, notes })}
        errors={errorsAt(errors, "notes", true)}
      />
    </div>
  );
}
