"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/form-fields";
import { ProgressBar } from "@/components/ui/progress-bar";
import { exportStatuses, type ExportStatus } from "@/lib/export/export-options";
import { downloadExport, type ExportProgress } from "./download-export";

type Phase =
  | { name: "idle" }
  | { name: "running"; expected: number | null; progress: ExportProgress }
  | { name: "done"; lines: number; bytes: number; filename: string; href: string }
  | { name: "failed"; message: string };

/** Bytes, KB or MB with one decimal in the reader's number format. */
function useFileSize() {
  const t = useTranslations("exportPage.size");
  const format = useFormatter();
  const oneDecimal = (n: number) =>
    format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (b: number) =>
    b < 1024
      ? t("b", { n: b })
      : b < 1024 ** 2
        ? t("kb", { n: oneDecimal(b / 1024) })
        : t("mb", { n: oneDecimal(b / 1024 ** 2) });
}

/** Status checkboxes with counts, the real e-mails opt-in (pseudonyms by default), and a download with a progress bar. */
export function ExportForm({
  projectId,
  counts,
}: {
  projectId: number;
  counts: Record<ExportStatus, number>;
}) {
  const t = useTranslations("exportPage.form");
  const size = useFileSize();
  const [statuses, setStatuses] = useState<ExportStatus[]>(["gold"]);
  const [withEmails, setWithEmails] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const linkRef = useRef<HTMLAnchorElement>(null);
  const href = phase.name === "done" ? phase.href : null;
  useEffect(
    () => () => {
      if (href) URL.revokeObjectURL(href);
    },
    [href],
  );
  const expectedTotal = statuses.reduce((n, s) => n + counts[s], 0);
  const toggle = (s: ExportStatus) =>
    setStatuses((prev) =>
      prev.includes(s)
        ? prev.filter((x) => x !== s)
        : exportStatuses.filter((x) => x === s || prev.includes(x)),
    );

  async function onDownload() {
    const query = new URLSearchParams({
      status: statuses.join(","),
      identities: withEmails ? "emails" : "pseudonyms",
    });
    setPhase({ name: "running", expected: expectedTotal, progress: { lines: 0, bytes: 0 } });
    try {
      const result = await downloadExport({
        url: `/api/v1/projects/${projectId}/export?${query}`,
        onStart: (expected) =>
          setPhase({ name: "running", expected, progress: { lines: 0, bytes: 0 } }),
        onProgress: (progress) => setPhase((p) => (p.name === "running" ? { ...p, progress } : p)),
      });
      setPhase({
        name: "done",
        lines: result.lines,
        bytes: result.blob.size,
        filename: result.filename,
        href: URL.createObjectURL(result.blob),
      });
    } catch (e) {
      setPhase({ name: "failed", message: e instanceof Error ? e.message : t("failed") });
    }
  }

  // Save the file as soon as it is complete; the link stays for saving it again.
  useEffect(() => {
    if (href) linkRef.current?.click();
  }, [href]);

  const isRunning = phase.name === "running";
  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" disabled={isRunning}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("which")}</legend>
        {exportStatuses.map((s) => (
          <CheckboxField
            key={s}
            name={`status-${s}`}
            label={t("statusLabel", { status: t(`status.${s}`), count: counts[s] })}
            hint={t(`statusHelp.${s}`)}
            checked={statuses.includes(s)}
            onChange={() => toggle(s)}
          />
        ))}
      </fieldset>
      <CheckboxField
        name="emails"
        label={t("emails")}
        disabled={isRunning}
        hint={t("emailsHint")}
        checked={withEmails}
        onChange={(e) => setWithEmails(e.target.checked)}
      />
      <Button
        variant="primary"
        onClick={() => void onDownload()}
        disabled={isRunning || statuses.length === 0}
      >
        {isRunning ? t("exporting") : t("download", { count: expectedTotal })}
      </Button>
      {phase.name === "running" ? (
        <ProgressBar
          label={t("progressLabel")}
          data-testid="export-progress"
          value={phase.expected ? phase.progress.lines : null}
          max={Math.max(phase.expected ?? 0, 1)}
          valueText={t("progress", {
            done: phase.progress.lines,
            total: phase.expected ?? 0,
            size: size(phase.progress.bytes),
          })}
        />
      ) : null}
      {phase.name === "done" ? (
        <Alert tone="success" title={t("complete")} data-testid="export-done">
          {t.rich("saved", {
            count: phase.lines,
            size: size(phase.bytes),
            filename: phase.filename,
            link: (c) => (
              <a
                ref={linkRef}
                href={phase.href}
                download={phase.filename}
                className="font-mono underline"
              >
                {c}
              </a>
            ),
          })}
        </Alert>
      ) : null}
      {phase.name === "failed" ? (
        <Alert tone="error" title={t("failedTitle")}>
          {phase.message}
        </Alert>
      ) : null}
    </div>
  );
}
