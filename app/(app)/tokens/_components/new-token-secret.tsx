"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The secret, shown once: only its hash is stored. It is hidden for good once copied, dismissed or
 * the page is left (so the back button or a restored tab does not show it again).
 */
// Code, the same in every language: how the secret is sent.
const header = "Authorization: Bearer <token>";

export function NewTokenSecret({ name, token }: { name: string; token: string }) {
  const t = useTranslations("tokens.secret");
  const [isHidden, setIsHidden] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  useEffect(() => {
    const hide = () => setIsHidden(true);
    window.addEventListener("pagehide", hide);
    return () => window.removeEventListener("pagehide", hide);
  }, []);
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(token);
      setIsHidden(true);
    } catch {
      setCopyFailed(true); // e.g. no clipboard permission: the person selects and copies by hand
    }
  }
  if (isHidden) {
    return (
      <div
        role="status"
        data-testid="new-token"
        className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        {t("ready", { name })}
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="new-token"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">{t("copyNow", { name })}</p>
      <p className="mt-1">
        {t.rich("sendAs", {
          header,
          code: (chunks) => <code className="font-mono">{chunks}</code>,
        })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="new-token-secret" className="sr-only">
          {t("label")}
        </label>
        <input
          id="new-token-secret"
          readOnly
          value={token}
          onFocus={(e) => e.currentTarget.select()}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          {t("copy")}
        </Button>
        <Button variant="ghost" onClick={() => setIsHidden(true)}>
          {t("saved")}
        </Button>
      </div>
      {copyFailed ? <p className="mt-2 text-xs text-amber-900">{t("copyFailed")}</p> : null}
    </div>
  );
}
