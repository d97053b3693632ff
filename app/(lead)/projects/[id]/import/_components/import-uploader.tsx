"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { controlClass } from "@/components/ui/styles";
import {
  importFormats,
  type ImportFormat,
  type ImportPreset,
} from "@/lib/items/import/sources/import-source-options";
import {
  contentTypeFor,
  formatFromFileName,
  formatLabel,
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

/** Bytes, KB or MB with one decimal in the reader's number format. */
function useFileSize() {
  const t = useTranslations("importPage.size");
  const format = useFormatter();
  const oneDecimal = (n: number) =>
    format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (bytes: number) =>
    bytes < 1024
      ? t("b", { n: bytes })
      : bytes < 1024 ** 2
        ? t("kb", { n: oneDecimal(bytes / 1024) })
        : t("mb", { n: oneDecimal(bytes / 1024 ** 2) });
}
/** Key names, the same in every language. */
const PREVIEW_KEYS = "Alt+P";
const IMPORT_KEYS = "Alt+I";
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
  const t = useTranslations("importPage.upload");
  const formatSize = useFileSize();
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
        <p className="text-sm text-slate-700">{t("drag")}</p>
        <label
          htmlFor="import-file"
          className={`mt-2 inline-block cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2`}
        >
          {t("choose")}
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
            t("noFile")
          )}
        </p>
      </div>

      {file ? (
        <div className="flex flex-wrap gap-4">
          {/* Labels beside, not around, the selects: a wrapping label would read out every option. */}
          <div className="text-sm font-medium text-slate-700">
            <label htmlFor="import-format">{t("format")}</label>
            <select
              id="import-format"
              className={`${controlClass} mt-1 block w-80`}
              value={choice.format}
              disabled={isBusy}
              onChange={(e) => onChoice({ ...choice, format: e.target.value as ImportFormat })}
            >
              {importFormats.map((f) => (
                <option key={f} value={f}>
                  {formatLabel(f) ?? t("releaseFormat")}
                </option>
              ))}
            </select>
          </div>
          {/* A release is imported as it was exported: no preset, no mapping. */}
          {choice.format === "release" ? null : (
            <div className="text-sm font-medium text-slate-700">
              <label htmlFor="import-preset">{t("preset")}</label>
              <select
                id="import-preset"
                className={`${controlClass} mt-1 block w-64`}
                value={choice.preset}
                disabled={isBusy || presets.length === 0}
                onChange={(e) =>
                  onChoice({ ...choice, preset: e.target.value as ImportPreset | "" })
                }
              >
                <option value="">{t("noPreset")}</option>
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
          {t(preview ? "previewAgain" : "preview")}
          <Kbd>{PREVIEW_KEYS}</Kbd>
        </Button>
        <Button
          variant="primary"
          onClick={() => void send("import")}
          disabled={!file || isBusy}
          aria-keyshortcuts="Alt+I"
        >
          {isBusy && phase.action === "import"
            ? phase.name === "uploading"
              ? t("importingPercent", { percent: percentOf(phase.loaded, phase.total) })
              : t("importingWriting")
            : t(isPartial ? "importValid" : "import")}
          <Kbd>{IMPORT_KEYS}</Kbd>
        </Button>
        {file && !isBusy ? (
          <Button
            variant="ghost"
            onClick={() => {
              onPick(null);
              if (inputRef.current) inputRef.current.value = "";
            }}
          >
            {t("clear")}
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
          <span>{t("partial")}</span>
        </label>
      ) : null}

      {phase.name === "uploading" ? (
        <ProgressBar
          label={t(phase.action === "preview" ? "uploadingPreview" : "uploading")}
          value={percentOf(phase.loaded, phase.total)}
          valueText={t("uploadProgress", {
            percent: percentOf(phase.loaded, phase.total),
            loaded: formatSize(phase.loaded),
            total: formatSize(phase.total),
          })}
          data-testid="upload-progress"
        />
      ) : null}
      {phase.name === "processing" ? (
        <ProgressBar
          label={t(phase.action === "preview" ? "readingRows" : "serverChecking")}
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
