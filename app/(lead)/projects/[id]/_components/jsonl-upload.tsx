"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { controlClass } from "@/components/ui/styles";
import { LineErrorsTable } from "../import/_components/line-errors-table";
import { failureOutcome, sendFile, type UploadOutcome } from "../import/_components/upload-file";

/** A count from an upload's 201 body (0 when absent); the caller words it in the viewer's language. */
export const countIn = (body: Record<string, unknown>, key: string): number =>
  typeof body[key] === "number" ? body[key] : 0;

type Phase =
  | { name: "idle" }
  | { name: "uploading"; percent: number }
  | { name: "processing" }
  | { name: "done"; message: string }
  | { name: "refused"; outcome: Extract<UploadOutcome, { kind: "invalid" | "failed" }> };

/**
 * A JSONL file posted to one of the API's upload routes (run outputs, machine annotations, metric
 * scores) with the item import's progress and per-line errors; `summarize` words a 201's body.
 */
export function JsonlUpload({
  id,
  url,
  fileLabel,
  submitLabel,
  summarize,
}: {
  id: string;
  /** Null while there is nothing to upload to (no run chosen). */
  url: string | null;
  fileLabel: string;
  submitLabel: string;
  summarize: (body: Record<string, unknown>) => string;
}) {
  const t = useTranslations("overview.upload");
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const isBusy = phase.name === "uploading" || phase.name === "processing";
  // The button is disabled while sending, which drops focus: the outcome takes it, for the keyboard.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const isFinished = phase.name === "done" || phase.name === "refused";
  useEffect(() => {
    if (isFinished) outcomeRef.current?.focus();
  }, [isFinished]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file || !url || isBusy) return;
    setPhase({ name: "uploading", percent: 0 });
    const sent = await sendFile({
      url,
      file,
      contentType: "application/x-ndjson",
      onUploadProgress: (loaded, total) =>
        setPhase({ name: "uploading", percent: Math.round((loaded / Math.max(total, 1)) * 100) }),
      onUploaded: () => setPhase({ name: "processing" }),
    }).done;
    if ("failure" in sent)
      return setPhase({ name: "refused", outcome: { kind: "failed", message: sent.failure } });
    if (sent.status !== 201 || !sent.body || typeof sent.body !== "object")
      return setPhase({ name: "refused", outcome: failureOutcome(sent.status, sent.body) });
    setPhase({ name: "done", message: summarize(sent.body as Record<string, unknown>) });
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
    router.refresh();
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
            {fileLabel}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept=".jsonl,.ndjson,.json"
            className={`${controlClass} block w-80 max-w-full`}
            disabled={isBusy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPhase({ name: "idle" });
            }}
          />
        </div>
        <Button type="submit" variant="primary" disabled={!file || !url || isBusy}>
          {isBusy ? t("uploading") : submitLabel}
        </Button>
      </div>
      <div ref={outcomeRef} tabIndex={-1} className="outline-none" data-testid="upload-outcome">
        <UploadPhase phase={phase} />
      </div>
    </form>
  );
}

function UploadPhase({ phase }: { phase: Phase }) {
  const t = useTranslations("overview.upload");
  if (phase.name === "uploading")
    return (
      <ProgressBar label={t("progress")} value={phase.percent} data-testid="upload-progress" />
    );
  if (phase.name === "processing")
    return <ProgressBar label={t("processing")} value={null} data-testid="upload-processing" />;
  if (phase.name === "done")
    return (
      <Alert tone="success" title={t("finished")} data-testid="upload-result">
        {phase.message}
      </Alert>
    );
  if (phase.name !== "refused") return null;
  const { outcome } = phase;
  if (outcome.kind === "failed")
    return (
      <Alert tone="error" title={t("failed")} data-testid="upload-failed">
        {outcome.message}
      </Alert>
    );
  return (
    <section data-testid="upload-errors" className="space-y-3">
      <Alert tone="error" title={outcome.message}>
        {t("fixLines", {
          truncated: outcome.isTruncated ? "true" : "false",
          count: outcome.errors.length,
        })}
      </Alert>
      <LineErrorsTable errors={outcome.errors} caption={t("problems")} />
    </section>
  );
}
