"use client";

import { useTranslations } from "next-intl";
import { useFormStatus } from "react-dom";
import type { ComponentProps } from "react";
import { Button } from "./button";

/** A submit button that disables itself (no double submits) and says so while the form is pending. */
export function SubmitButton({
  children,
  pendingLabel,
  ...props
}: ComponentProps<typeof Button> & { pendingLabel?: string }) {
  const t = useTranslations("common");
  const { pending } = useFormStatus();
  return (
    <Button
      type="submit"
      disabled={pending || props.disabled}
      aria-disabled={pending || undefined}
      {...props}
    >
      {pending ? (pendingLabel ?? t("saving")) : children}
    </Button>
  );
}
