"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ImportResult } from "./import-result";
import { uploadFile, type UploadOutcome } from "./upload-file";

type Phase = { name: "idle" } | { name: "uploading"; loaded: number; total: number } | { name: "processing" } | { name: "done"; outcome: UploadOutcome };

const formatSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

export function ImportUploader({ projectId }: { projectId: number }) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const isBusy = phase.name === "uploading" || phase.name === "processing";

  function onPick(next: File | null) {
    setFile(next);
    setPhase({ name: "idle" });
  }

  async function onUpload() {
    if (!file) return;
    setPhase({ name: "uploading", loaded: 0, total: file.size });
    const upload = uploadFile({
      url: `/api/v1/projects/${projectId}/items`,
      file,
      onUploadProgress: (loaded, total) => setPhase({ name: "uploading", loaded, total }),
      onUploaded: () => setPhase({ name: "processing" }),
    });
    const outcome = await upload.done;
    setPhase({ name: "done", outcome });
    if (outcome.kind === "imported") router.refresh();
  }

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
        className={`rounded-lg border-2 border-dashed px-6 py-10 text-center ${isDragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-white"}`}
      >
        <p className="text-sm text-slate-700">Drag a JSONL file here, or</p>
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
            accept=".jsonl,.json,.ndjson"
            className="sr-only"
            disabled={isBusy}
            onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          />
        </label>
        <p className="mt-3 text-sm text-slate-800" aria-live="polite" data-testid="import-file-info">
          {file ? (
            <>
              <span className="font-medium">{file.name}</span> · {formatSize(file.size)}
            </>
          ) : (
            "No file chosen."
          )}
        </p>
      </div>

      <div className="flex items-center gap-3">
        <Button variant="primary" onClick={() => void onUpload()} disabled={!file || isBusy}>
          {isBusy ? "Importing…" : "Import"}
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

      {phase.name === "uploading" ? (
        <ProgressBar
          label="Uploading"
          value={Math.round((phase.loaded / Math.max(phase.total, 1)) * 100)}
          valueText={`${formatSize(phase.loaded)} of ${formatSize(phase.total)}`}
          data-testid="upload-progress"
        />
      ) : null}
      {phase.name === "processing" ? <ProgressBar label="Validating and writing…" value={null} data-testid="import-processing" /> : null}
      {phase.name === "done" ? <ImportResult outcome={phase.outcome} itemsHref={`/projects/${projectId}/items`} /> : null}
    </div>
  );
}
