import { useTranslations } from "next-intl";
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

const bounds = { "<=": "atMost", "<": "lessThan", ">=": "atLeast", ">": "moreThan" } as const;

type ErrorText = ReturnType<typeof useTranslations<"common.fieldError">>;

/** "is required" and zod's range messages in the reader's language; full sentences (the server's) as they are; other fragments after the label. */
function errorText(t: ErrorText, label: string, message: string): string {
  if (message === "is required") return t("required", { label });
  const m = rangeMessage.exec(message);
  if (m) {
    const [, , type, op, n] = m;
    return t("range", { label, type, bound: bounds[op as keyof typeof bounds], n: Number(n) });
  }
  return /^[a-z]/.test(message) ? t("fragment", { label, message }) : message;
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
  const t = useTranslations("common.fieldError");
  if (!errors?.length) return null;
  return (
    <p id={`${id}-error`} data-testid="field-error" className="mt-1 text-sm text-red-700">
      {errors.map((m) => errorText(t, label, m)).join(" ")}
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
