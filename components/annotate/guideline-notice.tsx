"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";

/**
 * "Guidelines changed since your last submit (v3 → v5)" with what changed behind a disclosure.
 * Dismissed for this page only: the next submit is made under the new version, which ends it.
 */
export function GuidelineNotice({
  from,
  to,
  children,
}: {
  from: number;
  to: number;
  /** The changes, rendered on the server. */
  children: ReactNode;
}) {
  const t = useTranslations("guidelines.notice");
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <section
      aria-labelledby="guideline-notice-title"
      data-testid="guideline-notice"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="guideline-notice-title" className="font-semibold">
          {t("title", { from, to })}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setDismissed(true)}>
          {t("dismiss")}
        </Button>
      </div>
      <details className="mt-2">
        <summary
          className={`cursor-pointer rounded-sm font-medium underline underline-offset-2 ${focusRing}`}
        >
          {t("whatChanged")}
        </summary>
        <div className="mt-2">{children}</div>
      </details>
    </section>
  );
}
