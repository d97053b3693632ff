"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OIDC_PROVIDER_ID } from "@/lib/auth/oidc-provider-id";

export function OidcSignInButton(props: {
  callbackUrl: string;
  providerName: string;
  hasPasswordForm: boolean;
}) {
  const [isPending, setIsPending] = useState(false);
  const t = useTranslations("signIn");
  return (
    <div className={props.hasPasswordForm ? "mb-4" : undefined}>
      <button
        type="button"
        disabled={isPending}
        onClick={() => {
          setIsPending(true);
          void signIn(OIDC_PROVIDER_ID, { callbackUrl: props.callbackUrl });
        }}
        className="w-full rounded bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
      >
        {isPending ? t("redirecting") : t("withProvider", { provider: props.providerName })}
      </button>
      {props.hasPasswordForm && (
        <p className="mt-4 text-center text-sm text-slate-500">{t("orPassword")}</p>
      )}
    </div>
  );
}
