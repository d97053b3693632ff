"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Mode = "closed" | "edit" | "reopen";
type ErrorEnvelope = { error?: { message?: string; details?: { fields?: Record<string, string[]> } } };

/** A lead's corrections through the API: edit the gold (validated JSON + rationale) or reopen the item. */
export function ItemHistoryActions({ itemId, status, gold }: { itemId: number; status: string; gold: unknown }) {
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<Mode>("closed");
  const [text, setText] = useState(() => JSON.stringify(gold ?? {}, null, 2));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const canReopen = ["gold", "rejected", "agreed"].includes(status);

  async function send(url: string, method: string, body: unknown) {
    setIsBusy(true);
    setError(null);
    const res = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    setIsBusy(false);
    if (res.ok) {
      setMode("closed");
      setReason("");
      return router.refresh();
    }
    const e = (await res.json().catch(() => null)) as ErrorEnvelope | null;
    const fields = Object.entries(e?.error?.details?.fields ?? {}).map(([k, m]) => `${k}: ${m.join(" ")}`);
    setError([e?.error?.message ?? `The server answered ${res.status}.`, ...fields].join("\n"));
  }

  function onSave() {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      return setError(`The gold is not valid JSON: ${(e as Error).message}`);
    }
    void send(
      mode === "edit" ? `/api/v1/items/${itemId}/gold` : `/api/v1/items/${itemId}/reopen`,
      mode === "edit" ? "PUT" : "POST",
      mode === "edit" ? { gold: parsed, rationale: reason } : { reason },
    );
  }

  return (
    <div className="mt-2 space-y-2">
      <div className="flex gap-2">
        <Button size="sm" variant={mode === "edit" ? "primary" : "secondary"} onClick={() => setMode(mode === "edit" ? "closed" : "edit")}>
          Edit gold
        </Button>
        {canReopen ? (
          <Button size="sm" variant={mode === "reopen" ? "primary" : "secondary"} onClick={() => setMode(mode === "reopen" ? "closed" : "reopen")}>
            Reopen for adjudication
          </Button>
        ) : null}
      </div>
      {mode === "edit" ? (
        <div>
          <label htmlFor={`${id}-gold`} className="mb-1 block text-sm font-medium text-slate-800">
            Gold (JSON)
          </label>
          <textarea
            id={`${id}-gold`}
            rows={10}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            className="block w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
          />
        </div>
      ) : null}
      {mode !== "closed" ? (
        <div className="space-y-2">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            {mode === "edit" ? "Rationale" : "Reason to reopen"} (kept in the audit log)
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          <Button size="sm" variant="primary" disabled={isBusy} onClick={onSave}>
            {mode === "edit" ? "Save gold" : "Reopen item"}
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
