"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState, type ReactNode } from "react";
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import { Button } from "./button";
import { ModalDialog } from "./modal-dialog";
import type { ButtonVariant } from "./styles";
import { SubmitButton } from "./submit-button";

const isFailure = (r: ActionResult | null): r is ActionFailure => r !== null && !r.ok;

type Action<R extends ActionResult> = (prev: R | null, formData: FormData) => Promise<R>;

/**
 * A button that asks first: it opens a modal with `children` (what will happen, and any fields)
 * and a form that posts `hidden` and those fields to `action`; the modal closes when it succeeds.
 */
export function ActionDialog<R extends ActionResult>({
  action,
  hidden,
  trigger,
  triggerLabel,
  title,
  confirmLabel,
  pendingLabel,
  variant = "danger",
  children,
}: {
  action: Action<R>;
  hidden: Record<string, string | number>;
  trigger: string;
  /** The trigger's accessible name when its text alone is ambiguous in a table ("Deactivate Ana"). */
  triggerLabel?: string;
  title: string;
  confirmLabel: string;
  pendingLabel?: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [state, formAction] = useActionState(action, null);
  useEffect(() => {
    if (state?.ok) setOpen(false);
  }, [state]);
  const failure = isFailure(state) ? state : null;
  return (
    <>
      <Button
        size="sm"
        className="whitespace-nowrap"
        variant={variant === "danger" ? "danger" : "secondary"}
        aria-label={triggerLabel}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </Button>
      <ModalDialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        data-testid="action-dialog"
      >
        <form action={formAction} className="space-y-4" noValidate>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="space-y-3 text-sm text-slate-700">{children}</div>
          {failure ? (
            <p role="alert" data-testid="action-dialog-error" className="text-sm text-red-700">
              {failure.message}
              {failure.fields ? ` ${Object.values(failure.fields).flat().join(" ")}` : ""}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <SubmitButton variant={variant} pendingLabel={pendingLabel}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
