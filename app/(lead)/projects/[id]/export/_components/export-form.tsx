"use client";

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

const statusHelp: Record<ExportStatus, string> = {
  gold: "Agreed or adjudicated: the gold annotation is final.",
  rejected: "Rejected QA pairs (veto or adjudicated).",
  unresolved:
    "Anything not final yet: still in annotation, in disagreement or being adjudicated (gold is null).",
};

const lineCount = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "line" : "lines"}`;
const size = (b: number) =>
  b < 1024
    ? `${b} B`
    : b < 1024 ** 2
      ? `${(b / 1024).toFixed(1)} KB`
      : `${(b / 1024 ** 2).toFixed(1)} MB`;

/** Status checkboxes with counts, the real e-mails opt-in (pseudonyms by default), and a download with a progress bar. */
export function ExportForm({
  projectId,
  counts,
}: {
  projectId: number;
  counts: Record<ExportStatus, number>;
}) {
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
      setPhase({ name: "failed", message: e instanceof Error ? e.message : "The export failed." });
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
        <legend className="mb-1 text-sm font-semibold text-slate-900">Items to export</legend>
        {exportStatuses.map((s) => (
          <CheckboxField
            key={s}
            name={`status-${s}`}
            label={`${s[0].toUpperCase()}${s.slice(1)} (${counts[s].toLocaleString("en")})`}
            hint={statusHelp[s]}
            checked={statuses.includes(s)}
            onChange={() => toggle(s)}
          />
        ))}
      </fieldset>
      <CheckboxField
        name="emails"
        label="Include real e-mail addresses"
        disabled={isRunning}
        hint='By default annotators, adjudicators and validators appear as stable pseudonyms such as "annotator-7f3a09c1". Tick this only if the file stays with people allowed to see who labelled what.'
        checked={withEmails}
        onChange={(e) => setWithEmails(e.target.checked)}
      />
      <Button
        variant="primary"
        onClick={() => void onDownload()}
        disabled={isRunning || statuses.length === 0}
      >
        {isRunning ? "Exporting…" : `Download JSONL (${lineCount(expectedTotal)})`}
      </Button>
      {phase.name === "running" ? (
        <ProgressBar
          label="Exporting"
          data-testid="export-progress"
          value={phase.expected ? phase.progress.lines : null}
          max={Math.max(phase.expected ?? 0, 1)}
          valueText={`${phase.progress.lines.toLocaleString("en")} of ${lineCount(phase.expected ?? 0)} · ${size(phase.progress.bytes)}`}
        />
      ) : null}
      {phase.name === "done" ? (
        <Alert tone="success" title="Export complete" data-testid="export-done">
          {lineCount(phase.lines)} ({size(phase.bytes)}) saved as{" "}
          <a
            ref={linkRef}
            href={phase.href}
            download={phase.filename}
            className="font-mono underline"
          >
            {phase.filename}
          </a>
          .
        </Alert>
      ) : null}
      {phase.name === "failed" ? (
        <Alert tone="error" title="The export failed">
          {phase.message}
        </Alert>
      ) : null}
    </div>
  );
}
