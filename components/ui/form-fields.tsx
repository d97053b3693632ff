import type { ComponentProps, ReactNode } from "react";
import { controlProps, Field, FieldErrors } from "./field";
import { controlClass, focusRing } from "./styles";

type Common = { name: string; label: string; hint?: ReactNode; errors?: string[]; id?: string };

export function TextField({
  name,
  label,
  hint,
  errors,
  id = name,
  className = "",
  ...input
}: Common & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(control) => (
        <input name={name} className={`${controlClass} ${className}`} {...control} {...input} />
      )}
    </Field>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  errors,
  id = name,
  className = "",
  ...textarea
}: Common & ComponentProps<"textarea">) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(control) => (
        <textarea
          name={name}
          className={`${controlClass} ${className}`}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  hint,
  errors,
  id = name,
  options,
  className = "",
  ...select
}: Common & { options: readonly Option[] } & ComponentProps<"select">) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(control) => (
        // React applies a select's defaultValue only at mount, and a form reset after an action
        // goes back to it: remount when it changes so the reset shows the value we pass.
        <select
          key={String(select.defaultValue ?? "")}
          name={name}
          className={`${controlClass} ${className}`}
          {...control}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it and the hint under the label. */
export function CheckboxField({
  name,
  label,
  hint,
  errors,
  id = name,
  ...input
}: Common & Omit<ComponentProps<"input">, "type">) {
  const control = controlProps(id, { hint, errors });
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          name={name}
          className={`mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600 ${focusRing}`}
          {...control}
          {...input}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldErrors id={id} label={label} errors={errors} />
    </div>
  );
}
