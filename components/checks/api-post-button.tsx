"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** A button that POSTs `body` to an API route and refreshes the page; the server's message on failure. */
export function ApiPostButton({
  url,
  body,
  label,
  busyLabel,
  testId,
}: {
  url: string;
  body?: unknown;
  label: string;
  busyLabel: string;
  testId?: string;
}) {
  const t = useTranslations("checks");
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onClick() {
    setIsBusy(true);
    setError(null);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    setIsBusy(false);
    if (res.ok) return router.refresh();
    const e = (await res.json().catch(() => null)) as {
      error?: { message?: string; details?: { errors?: { message: string }[] } };
    } | null;
    setError(
      [
        e?.error?.message ?? t("serverAnswered", { status: res.status }),
        ...(e?.error?.details?.errors ?? []).map((x) => x.message),
      ].join(" "),
    );
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button size="sm" onClick={() => void onClick()} disabled={isBusy} data-testid={testId}>
        {isBusy ? busyLabel : label}
      </Button>
      {error ? (
        <span
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          className="text-xs text-red-700"
        >
          {error}
        </span>
      ) : null}
    </span>
  );
}
