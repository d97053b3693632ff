"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Mode = "closed" | "reopen";
type ErrorEnvelope = {
  error?: { message?: string; details?: { fields?: Record<string, string[]> } };
};

/** The lead's other correction through the API: reopen the item for adjudication, with a reason (the gold is edited in GoldEditor). */
export function ItemHistoryActions({ itemId, status }: { itemId: number; status: string }) {
  const t = useTranslations("items.reopen");
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<Mode>("closed");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const canReopen = ["gold", "rejected", "agreed"].includes(status);

  async function send(url: string, method: string, body: unknown) {
    setIsBusy(true);
    setError(null);
    const res = await fetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    setIsBusy(false);
    if (res.ok) {
      setMode("closed");
      setReason("");
      return router.refresh();
    }
    const e = (await res.json().catch(() => null)) as ErrorEnvelope | null;
    const fields = Object.entries(e?.error?.details?.fields ?? {}).map(
      ([k, m]) => `${k}: ${m.join(" ")}`,
    );
    setError(
      [e?.error?.message ?? t("serverAnswered", { status: res.status }), ...fields].join("\n"),
    );
  }

  function onSave() {
    void send(`/api/v1/items/${itemId}/reopen`, "POST", { reason });
  }

  return (
    <div className="mt-2 space-y-2">
      <div className="flex gap-2">
        {canReopen ? (
          <Button
            size="sm"
            variant={mode === "reopen" ? "primary" : "secondary"}
            onClick={() => setMode(mode === "reopen" ? "closed" : "reopen")}
          >
            {t("open")}
          </Button>
        ) : null}
      </div>
      {mode !== "closed" ? (
        <div className="space-y-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            {t("reason")}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          <Button size="sm" variant="primary" disabled={isBusy} onClick={onSave}>
            {t("submit")}
          </Button>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error">
          <span className="whitespace-pre-line">{error}</span>
        </Alert>
      ) : null}
    </div>
  );
}
