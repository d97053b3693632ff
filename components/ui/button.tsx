import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./styles";

type Look = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & Look) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant = "secondary",
  size,
  className = "",
  ...props
}: ComponentProps<typeof Link> & Look) {
  return <Link className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

/**
 * A button's keyboard shortcut shown inside it, after its label ("Submit Ctrl/⌘+Enter"); hidden
 * from screen readers, which read the button's `aria-keyshortcuts` instead. `onPrimary`: on a
 * primary (filled) button.
 */
export function ButtonKey({
  children,
  onPrimary = false,
  className = "",
}: {
  children: string;
  onPrimary?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`ml-1 text-xs font-normal ${onPrimary ? "text-indigo-100" : "text-slate-500"} ${className}`}
    >
      {children}
    </span>
  );
}
