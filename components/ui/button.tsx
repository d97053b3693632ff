import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./styles";

type Look = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className = "", type = "button", ...props }: ComponentProps<"button"> & Look) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = "secondary", size, className = "", ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
