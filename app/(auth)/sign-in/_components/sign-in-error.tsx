"use client";

import { useTranslations } from "next-intl";
import { signInErrorText } from "@/lib/auth/sign-in-error";

/** next-auth's `error` in the reader's language. */
export function useSignInErrorMessage() {
  const t = useTranslations("signIn.errors");
  return (error: string) => {
    const e = signInErrorText(error);
    return "values" in e ? t(e.key, e.values) : t(e.key);
  };
}

export function SignInError({ error }: { error: string }) {
  const message = useSignInErrorMessage();
  return (
    <p
      data-testid="form-error"
      role="alert"
      className="mt-4 rounded bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {message(error)}
    </p>
  );
}
