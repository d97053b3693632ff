"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { controlClass } from "@/components/ui/styles";
import type { ImportFormat, ImportPreset } from "@/lib/items/import/sources/import-source-options";
import {
  contentTypeFor,
  formatFromFileName,
  formatOptions,
  importQuery,
  type ImportChoice,
} from "./import-choice";
import { ImportPreview } from "./import-preview";
import { ImportResult } from "./import-result";
import { MappingEditor } from "./mapping-editor";
import { uploadFile, type ImportPreviewData, type UploadOutcome } from "./upload-file";

type Finished = Exclude<UploadOutcome, { kind: "preview" }>;
type Phase =
  | { name: "idle" }
  | { name: "uploading"; action: "preview" | "import"; loaded: number; total: number }
  | { name: "processing"; action: "preview" | "import" }
  | { name: "done"; outcome: Finished };

const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const percentOf = (loaded: number, total: number) =>
  Math.min(100, Math.round((loaded / Math.max(total, 1)) * 100));
const emptyChoice = (format: ImportFormat): ImportChoice => ({
  format,
  preset: "",
  map: {},
  set: [],
  idPrefix: "",
});

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="ml-1.5 rounded border border-current/30 px-1 font-mono text-[0.7rem] opacity-80">
      {children}
    </kbd>
  );
}

export function ImportUploader({
  projectId,
  presets,
  fields,
}: {
  projectId: number;
  presets: readonly ImportPreset[];
  fields: string[];
}) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<ImportChoice>(emptyChoice("jsonl"));
  const [preview, setPreview] = useState<ImportPreviewData | null>(null);
  const [isPartial, setIsPartial] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const isBusy = phase.name === "uploading" || phase.name === "processing";
  const hasInvalid =
    (preview?.rows.some((r) => r.status === "invalid") ?? false) ||
    (phase.name === "done" && phase.outcome.kind === "invalid");

  function onPick(next: File | null) {
    setFile(next);
    setChoice(emptyChoice(next ? formatFromFileName(next.name) : "jsonl"));
    setPreview(null);
    setIsPartial(false);
    setPhase({ name: "idle" });
  }

  function onChoice(next: ImportChoice) {
    setChoice(next);
    // The preview showed the old options; the lead previews again to see the new ones.
    setPreview(null);
  }

  // Only a preset this project's kind can take is offered (the page passes those).
  const onUsePreset = (preset: string) => {
    const known = presets.find((p) => p === preset);
    if (!known) return;
    onChoice({ ...choice, preset: known });
    setPhase({ name: "idle" });
  };

  async function send(action: "preview" | "import") {
    if (!file || isBusy) return;
    setPhase({ name: "uploading", action, loaded: 0, total: file.size });
    const upload = uploadFile({
      url: `/api/v1/projects/${projectId}/items${importQuery(choice, { fileName: file.name, isPreview: action === "preview", isPartial: action === "import" && isPartial })}`,
      file,
      contentType: contentTypeFor(choice.format),
      onUploadProgress: (loaded, total) => setPhase({ name: "uploading", action, loaded, total }),
      onUploaded: () => setPhase({ name: "processing", action }),
    });
    const outcome = await upload.done;
    if (outcome.kind === "preview") {
      setPreview(outcome.preview);
      setPhase({ name: "idle" });
      return;
    }
    setPhase({ name: "done", outcome });
    if (outcome.kind === "imported") router.refresh();
  }

  // Alt+P previews, Alt+I imports (by key position, so macOS's Option characters do not matter).
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.code === "KeyP" || e.code === "KeyI") {
        e.preventDefault();
        void sendRef.current(e.code === "KeyP" ? "preview" : "import");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="space-y-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!isBusy) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setIsDragging(false);
          if (!isBusy) onPick(e.dataTransfer.files[0] ?? null);
        }}
        data-testid="import-dropzone"
        className={`rounded-lg border-2 border-dashed px-6 py-8 text-center ${isDragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-white"}`}
      >
        <p className="text-sm text-slate-700">Drag a JSONL, CSV, TSV or Parquet file here, or</p>
        <label
          htmlFor="import-file"
          className={`mt-2 inline-block cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2`}
        >
          Choose file
          <input
            ref={inputRef}
            id="import-file"
            name="file"
            type="file"
            accept=".jsonl,.json,.ndjson,.csv,.tsv,.tab,.parquet"
            className="sr-only"
            disabled={isBusy}
            onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          />
        </label>
        <p
          className="mt-3 text-sm text-slate-800"
          aria-live="polite"
          data-testid="import-file-info"
        >
          {file ? (
            <>
              <span className="font-medium">{file.name}</span> · {formatSize(file.size)}
            </>
          ) : (
            "No file chosen."
          )}
        </p>
      </div>

      {file ? (
        <div className="flex flex-wrap gap-4">
          {/* Labels beside, not around, the selects: a wrapping label would read out every option. */}
          <div className="text-sm font-medium text-slate-700">
            <label htmlFor="import-format">Format</label>
            <select
              id="import-format"
              className={`${controlClass} mt-1 block w-80`}
              value={choice.format}
              disabled={isBusy}
              onChange={(e) => onChoice({ ...choice, format: e.target.value as ImportFormat })}
            >
              {formatOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {/* A release is imported as it was exported: no preset, no mapping. */}
          {choice.format === "release" ? null : (
            <div className="text-sm font-medium text-slate-700">
              <label htmlFor="import-preset">Preset</label>
              <select
                id="import-preset"
                className={`${controlClass} mt-1 block w-64`}
                value={choice.preset}
                disabled={isBusy || presets.length === 0}
                onChange={(e) =>
                  onChoice({ ...choice, preset: e.target.value as ImportPreset | "" })
                }
              >
                <option value="">none</option>
                {presets.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      ) : null}

      {file && choice.format !== "release" ? (
        <MappingEditor
          columns={preview?.columns ?? null}
          isTabular={choice.format !== "jsonl"}
          fields={fields}
          choice={choice}
          onChange={onChoice}
          disabled={isBusy}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => void send("preview")}
          disabled={!file || isBusy}
          aria-keyshortcuts="Alt+P"
        >
          {preview ? "Preview again" : "Preview"}
          <Kbd>Alt+P</Kbd>
        </Button>
        <Button
          variant="primary"
          onClick={() => void send("import")}
          disabled={!file || isBusy}
          aria-keyshortcuts="Alt+I"
        >
          {isBusy && phase.action === "import"
            ? phase.name === "uploading"
              ? `Importing… ${percentOf(phase.loaded, phase.total)} %`
              : "Importing… writing"
            : isPartial
              ? "Import the valid lines"
              : "Import"}
          <Kbd>Alt+I</Kbd>
        </Button>
        {file && !isBusy ? (
          <Button
            variant="ghost"
            onClick={() => {
              onPick(null);
              if (inputRef.current) inputRef.current.value = "";
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
      {hasInvalid || isPartial ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4"
            checked={isPartial}
            disabled={isBusy}
            onChange={(e) => setIsPartial(e.target.checked)}
          />
          <span>
            Import only the valid lines and list the others (by default a file with any invalid line
            imports nothing)
          </span>
        </label>
      ) : null}

      {phase.name === "uploading" ? (
        <ProgressBar
          label={phase.action === "preview" ? "Uploading for the preview" : "Uploading"}
          value={percentOf(phase.loaded, phase.total)}
          valueText={`${percentOf(phase.loaded, phase.total)} % · ${formatSize(phase.loaded)} of ${formatSize(phase.total)}`}
          data-testid="upload-progress"
        />
      ) : null}
      {phase.name === "processing" ? (
        <ProgressBar
          label={
            phase.action === "preview"
              ? "Reading the first rows…"
              : "Uploaded 100 %. The server checks every line, then writes them all at once; it answers when it is done…"
          }
          value={null}
          data-testid="import-processing"
        />
      ) : null}
      {phase.name === "done" ? (
        <ImportResult
          outcome={phase.outcome}
          itemsHref={`/projects/${projectId}/items`}
          healthHref={`/projects/${projectId}/health`}
          onUsePreset={onUsePreset}
        />
      ) : null}
      {preview && phase.name !== "done" ? (
        <ImportPreview preview={preview} onUsePreset={onUsePreset} />
      ) : null}
    </div>
  );
}
