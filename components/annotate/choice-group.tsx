"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { textLimits } from "@/lib/annotations/text-limits";
import { FieldMessage } from "./field-message";
import { TextCounter } from "./text-counter";

type Choice<V extends string> = { value: V; label: string; key?: string; help?: string };

const optionClass =
  "flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 text-sm short:py-1.5 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400";

function OptionText({
  label,
  help,
  shortcut,
  isHelpCompact,
}: {
  label: string;
  help?: string;
  shortcut?: string;
  isHelpCompact?: boolean;
}) {
  return (
    <span className="min-w-0 flex-1">
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium text-slate-800">{label}</span>
        {shortcut ? <kbd aria-hidden="true">{shortcut}</kbd> : null}
      </span>
      {help ? (
        <span className={`block text-xs text-slate-500 ${isHelpCompact ? "short:sr-only" : ""}`}>
          {help}
        </span>
      ) : null}
    </span>
  );
}

type GroupProps<V extends string> = {
  name: string;
  legend: ReactNode;
  options: readonly Choice<V>[];
  errors?: string[];
  disabled?: boolean;
  hint?: ReactNode;
  /** In a short window the help is for screen readers only (the comment form needs the room). */
  isHelpCompact?: boolean;
};

/** The fieldset (named by its legend, so screen readers and getByRole("group") find it) and one row per option. */
function OptionGroup<V extends string>(
  props: GroupProps<V> & {
    type: "radio" | "checkbox";
    isChecked: (value: V) => boolean;
    onPick: (value: V) => void;
    columns?: 1 | 2 | 3;
  },
) {
  const base = useId();
  const errorId = `${base}-error`;
  const hasErrors = (props.errors?.length ?? 0) > 0;
  const radio = props.type === "radio";
  const grid = props.columns === 3 ? "sm:grid-cols-3" : props.columns === 2 ? "sm:grid-cols-2" : "";
  return (
    <fieldset
      data-annotate-field={props.name}
      className="min-w-0"
      disabled={props.disabled}
      aria-describedby={hasErrors ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{props.legend}</legend>
      {props.hint ? <p className="mb-1.5 text-xs text-slate-500">{props.hint}</p> : null}
      <div className={`grid gap-1.5 ${grid}`}>
        {props.options.map((o) => (
          <label
            key={o.value}
            className={`${optionClass} ${hasErrors ? "border-red-300" : "border-slate-200"}`}
          >
            <input
              type={props.type}
              name={radio ? `${base}-${props.name}` : undefined}
              value={radio ? o.value : undefined}
              checked={props.isChecked(o.value)}
              onChange={() => props.onPick(o.value)}
              aria-invalid={hasErrors || undefined}
              aria-keyshortcuts={o.key}
              className="mt-0.5 h-4 w-4 accent-indigo-600"
            />
            <OptionText
              label={o.label}
              help={o.help}
              shortcut={o.key}
              isHelpCompact={props.isHelpCompact}
            />
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} messages={props.errors ?? []} />
    </fieldset>
  );
}

/** A labelled radio group. */
export function ChoiceGroup<V extends string>({
  value,
  onChange,
  ...group
}: GroupProps<V> & {
  value: V | null;
  onChange: (value: V) => void;
  columns?: 1 | 2 | 3;
}) {
  return <OptionGroup {...group} type="radio" isChecked={(v) => v === value} onPick={onChange} />;
}

/** A labelled group of checkboxes. */
export function CheckGroup<V extends string>({
  values,
  onToggle,
  ...group
}: GroupProps<V> & {
  values: readonly V[];
  onToggle: (value: V) => void;
}) {
  return (
    <OptionGroup
      {...group}
      type="checkbox"
      isChecked={(v) => values.includes(v)}
      onPick={onToggle}
    />
  );
}

/** A notes textarea (optional free text on every kind). */
export function NotesField({
  value,
  onChange,
  errors,
  disabled,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  errors?: string[];
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const t = useTranslations("annotate.notes");
  return (
    <div data-annotate-field="notes">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        {t.rich("label", {
          muted: (c) => <span className="font-normal text-slate-500">{c}</span>,
        })}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors?.length || value.length > textLimits.notes ? true : undefined}
        aria-describedby={[
          errors?.length ? `${id}-error` : hint ? `${id}-hint` : null,
          `${id}-count`,
        ]
          .filter(Boolean)
          .join(" ")}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      <TextCounter
        id={`${id}-count`}
        length={value.length}
        max={textLimits.notes}
        testId="notes-counter"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} messages={errors ?? []} />
    </div>
  );
}
