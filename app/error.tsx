"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";

/**
 * A page whose server render failed. Production hides the cause from the browser, so this names the
 * usual transient one (the API answers it as a 503) and offers a retry; `digest` finds it in the log.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("errors.page");
  return (
    <main className="mx-auto mt-16 max-w-lg p-4">
      <div
        role="alert"
        data-testid="page-error"
        className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-950"
      >
        <h1 className="text-lg font-semibold">{t("title")}</h1>
        <p className="mt-2 text-sm">
          {t("body", { hasCode: error.digest ? "true" : "false", code: error.digest ?? "" })}
        </p>
        <div className="mt-4 flex items-center gap-4 text-sm">
          <Button onClick={reset}>{t("retry")}</Button>
          <Link href="/projects" className={linkClass}>
            {t("projects")}
          </Link>
        </div>
      </div>
    </main>
  );
}
