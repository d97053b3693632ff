// Sends a file as the raw request body with XMLHttpRequest, because fetch cannot report upload progress.

export type ImportLineError = { line: number; message: string };

export type UploadOutcome =
  | { kind: "imported"; imported: number; duplicates: number; lines: number }
  | { kind: "invalid"; message: string; errors: ImportLineError[]; errorCount: number; isTruncated: boolean }
  | { kind: "failed"; message: string };

type ErrorEnvelope = { error?: { code?: string; message?: string; details?: { errors?: ImportLineError[]; error_count?: number; errors_truncated?: boolean } } };

function toOutcome(status: number, body: unknown): UploadOutcome {
  if (status === 201 && body && typeof body === "object" && "imported" in body) {
    const r = body as { imported: number; duplicates: number; lines: number };
    return { kind: "imported", imported: r.imported, duplicates: r.duplicates, lines: r.lines };
  }
  const error = (body as ErrorEnvelope | null)?.error;
  if (status === 422 && error?.details?.errors?.length) {
    const errors = error.details.errors;
    return {
      kind: "invalid",
      message: error.message ?? "The file is not valid.",
      errors,
      errorCount: error.details.error_count ?? errors.length,
      isTruncated: error.details.errors_truncated ?? false,
    };
  }
  if (status === 401) return { kind: "failed", message: "Your session has ended. Sign in again and retry." };
  return { kind: "failed", message: error?.message ?? `The server answered ${status || "nothing"}.` };
}

export function uploadFile(opts: { url: string; file: File; onUploadProgress: (loaded: number, total: number) => void; onUploaded: () => void }) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (e) => opts.onUploadProgress(e.loaded, e.lengthComputable ? e.total : opts.file.size);
    xhr.upload.onload = () => opts.onUploaded();
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: toOutcome reports the status
      }
      resolve(toOutcome(xhr.status, body));
    };
    xhr.onerror = () => resolve({ kind: "failed", message: "The upload failed: the network connection was interrupted." });
    xhr.onabort = () => resolve({ kind: "failed", message: "The upload was cancelled." });
  });
  xhr.open("POST", opts.url);
  xhr.setRequestHeader("Content-Type", "application/x-ndjson");
  xhr.send(opts.file);
  return { done, abort: () => xhr.abort() };
}
