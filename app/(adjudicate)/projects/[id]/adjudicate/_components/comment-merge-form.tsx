"use client";

import { useRef } from "react";
import { ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import { ErrorCodePicker } from "@/components/annotate/comment/error-code-picker";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";

export type CommentGold = { accuracy: (typeof accuracyLabels)[number] | null; error_codes: string[]; notes: string };

const names = { correct: "Correct", partially_correct: "Partially correct", incorrect: "Incorrect" } as const;
const at = (errors: Record<string, string[]>, path: string) => Object.entries(errors).filter(([k]) => k === path || k.startsWith(`${path}.`)).flatMap(([, m]) => m);

/** The merged gold of a generated comment: accuracy, error codes (the annotators' picker) and notes. */
export function CommentMergeForm({ value, onChange, errors }: { value: CommentGold; onChange: (v: CommentGold) => void; errors: Record<string, string[]> }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const toggle = (code: string) => onChange({ ...value, error_codes: value.error_codes.includes(code) ? value.error_codes.filter((c) => c !== code) : [...value.error_codes, code] });
  return (
    <div className="space-y-4">
      <ChoiceGroup name="accuracy" legend="Accuracy" columns={3} options={accuracyLabels.map((a) => ({ value: a, label: names[a] }))}
        value={value.accuracy} onChange={(accuracy) => onChange({ ...value, accuracy })} errors={at(errors, "gold.accuracy")} />
      <ErrorCodePicker selected={value.error_codes} onToggle={toggle} errors={at(errors, "gold.error_codes")} searchRef={searchRef} />
      <NotesField value={value.notes} onChange={(notes) => onChange({ ...value, notes })} errors={at(errors, "gold.notes")} />
    </div>
  );
}
