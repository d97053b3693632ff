import type { ReactNode } from "react";

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

export type FieldProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  /** Renders the control with the id and ARIA links to the hint and error text. */
  children: (control: ControlProps) => ReactNode;
};

// zod's default range messages ("Too big: expected number to be <=5") in plain words.
const rangeMessage =
  /^Too (big|small): expected (number|string|array) to (?:be|have) ([<>]=?)(-?[\d.]+)(?: (characters|items))?$/;

function humanize(message: string): string {
  const m = rangeMessage.exec(message);
  if (!m) return message;
  const [, , type, op, n] = m;
  const bound = op.startsWith("<")
    ? op === "<="
      ? "at most"
      : "less than"
    : op === ">="
      ? "at least"
      : "more than";
  const unit = type === "string" ? " characters" : type === "array" ? " entries" : "";
  return `must ${type === "array" ? "have" : "be"} ${bound} ${n}${unit}`;
}

/** Messages like "is required" read as "Name is required"; full sentences are kept as they are. */
function errorText(label: string, message: string): string {
  const text = humanize(message);
  return /^[a-z]/.test(text) ? `${label} ${text}` : text;
}

export function controlProps(
  id: string,
  opts: { hint?: ReactNode; errors?: string[] },
): ControlProps {
  const describedBy = [opts.errors?.length ? `${id}-error` : null, opts.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    ...(opts.errors?.length ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

export function FieldErrors({
  id,
  label,
  errors,
}: {
  id: string;
  label: string;
  errors?: string[];
}) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}-error`} data-testid="field-error" className="mt-1 text-sm text-red-700">
      {errors.map((m) => errorText(label, m)).join(" ")}
    </p>
  );
}

/** A label, the control, the error text (if any) and a hint below. */
export function Field({ id, label, hint, errors, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(controlProps(id, { hint, errors }))}
      <FieldErrors id={id} label={label} errors={errors} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
