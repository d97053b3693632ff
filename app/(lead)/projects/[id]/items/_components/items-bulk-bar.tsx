"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";

type Outcome = { tone: "ok" | "error"; lines: string[] };
type ErrorBody = {
  error?: {
    message?: string;
    details?: {
      fields?: Record<string, string[]>;
      errors?: { item_id: number; message: string }[];
    };
  };
} | null;

type BulkT = ReturnType<typeof useTranslations<"items.bulk">>;

/** The server's reasons, one line each: the message, each field's problems, each item's. */
function errorLines(t: BulkT, status: number, body: ErrorBody): string[] {
  const e = body?.error;
  return [
    e?.message ?? t("serverAnswered", { status }),
    ...Object.entries(e?.details?.fields ?? {}).flatMap(([field, problems]) =>
      problems.map((p) => `${field}: ${p}`),
    ),
    ...(e?.details?.errors ?? []).map((x) =>
      t("itemProblem", { id: x.item_id, message: x.message }),
    ),
  ];
}

/**
 * Reopen and export of the ticked rows (decision 053), beside the check-item marking: the rows'
 * checkboxes belong to the form `formId` and carry the item id (`data-item-id`). Reopen needs a
 * reason and is all or nothing; the export downloads the export's JSONL lines of those items.
 */
export function ItemsBulkBar({
  projectId,
  formId,
  canReopen,
  canExport,
}: {
  projectId: number;
  formId: string;
  canReopen: boolean;
  canExport: boolean;
}) {
  const t = useTranslations("items.bulk");
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ticked = () =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        `input[form="${formId}"][data-item-id]:checked`,
      ),
    ].map((b) => Number(b.dataset.itemId));

  async function post(action: "reopen" | "export", body: object) {
    setIsBusy(true);
    setOutcome(null);
    try {
      return await fetch(`/api/v1/projects/${projectId}/items/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    } finally {
      setIsBusy(false);
    }
  }

  async function onReopen() {
    const ids = ticked();
    if (!ids.length) return setOutcome({ tone: "error", lines: [t("tickFirst")] });
    const res = await post("reopen", { item_ids: ids, reason });
    const body = (await res.json().catch(() => null)) as
      ({ reopened?: number[] } & NonNullable<ErrorBody>) | null;
    if (!res.ok) return setOutcome({ tone: "error", lines: errorLines(t, res.status, body) });
    setOutcome({ tone: "ok", lines: [t("reopened", { count: body?.reopened?.length ?? 0 })] });
    setReason("");
    router.refresh();
  }

  async function onExport() {
    const ids = ticked();
    if (!ids.length) return setOutcome({ tone: "error", lines: [t("tickFirst")] });
    const res = await post("export", { item_ids: ids });
    if (!res.ok)
      return setOutcome({
        tone: "error",
        lines: errorLines(t, res.status, (await res.json().catch(() => null)) as ErrorBody),
      });
    const name =
      /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
      "accord-selection.jsonl";
    const link = document.createElement("a");
    link.href = URL.createObjectURL(await res.blob());
    link.download = name;
    link.click();
    URL.revokeObjectURL(link.href);
    const n = Number(res.headers.get("x-accord-line-count") ?? ids.length);
    setOutcome({ tone: "ok", lines: [t("exported", { count: n, name })] });
  }

  return (
    <div
      className="mb-3 flex flex-wrap items-end gap-2 text-sm"
      role="group"
      aria-label={t("label")}
      data-testid="items-bulk-bar"
    >
      {canReopen ? (
        <>
          <div className="w-64">
            <TextField
              name="reopen_reason"
              id="reopen-reason"
              label={t("reason")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t("reasonPlaceholder")}
            />
          </div>
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => void onReopen()}
            data-testid="reopen-ticked"
          >
            {t("reopen")}
          </Button>
        </>
      ) : null}
      {canExport ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={isBusy}
          onClick={() => void onExport()}
          data-testid="export-ticked"
        >
          {t("export")}
        </Button>
      ) : null}
      {outcome ? (
        <div
          role={outcome.tone === "error" ? "alert" : "status"}
          data-testid="items-bulk-outcome"
          className={`w-full text-xs ${outcome.tone === "error" ? "text-red-700" : "text-emerald-800"}`}
        >
          {outcome.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
