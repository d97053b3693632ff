// Sends a file as the raw request body with XMLHttpRequest, because fetch cannot report upload progress.

/** One problem of one line (and field), as the API reports it. */
export type ImportLineError = {
  line: number;
  external_id?: string;
  field?: string;
  message: string;
};

/** A line imported with a change or a gap a lead should know of (a NUL replaced, an empty answer kept). */
type ImportLineWarning = ImportLineError & { field: string };

export type PreviewRow =
  | {
      line: number;
      status: "new" | "in_project";
      external_id: string;
      item: Record<string, unknown>;
      warnings?: ImportLineWarning[];
    }
  | { line: number; status: "repeated"; external_id: string; first_line: number }
  | { line: number; status: "invalid"; errors: ImportLineError[] };

export type ImportPreviewData = {
  rows: PreviewRow[];
  lines_read: number;
  is_complete: boolean;
  columns: string[] | null;
  suggested_preset?: string;
};

type Warnings = { warnings: ImportLineWarning[]; warningCount: number };

export type UploadOutcome =
  | ({
      kind: "imported";
      imported: number;
      duplicates: number;
      lines: number;
      invalid: number;
      errors: ImportLineError[];
      isTruncated: boolean;
    } & Warnings)
  | { kind: "preview"; preview: ImportPreviewData }
  | {
      kind: "invalid";
      message: string;
      errors: ImportLineError[];
      errorCount: number;
      isTruncated: boolean;
      suggestedPreset?: string;
    }
  | { kind: "failed"; message: string };

type ErrorEnvelope = {
  error?: {
    code?: string;
    message?: string;
    details?: {
      errors?: ImportLineError[];
      error_count?: number;
      errors_truncated?: boolean;
      fields?: Record<string, string[]>;
      suggested_preset?: string;
    };
  };
};
type ImportedBody = {
  imported: number;
  duplicates: number;
  lines: number;
  invalid?: number;
  errors?: ImportLineError[];
  errors_truncated?: boolean;
  warnings?: ImportLineWarning[];
  warning_count?: number;
};

function toOutcome(status: number, body: unknown): UploadOutcome {
  if (status === 200 && body && typeof body === "object" && "rows" in body)
    return { kind: "preview", preview: body as ImportPreviewData };
  if (status === 201 && body && typeof body === "object" && "imported" in body) {
    const r = body as ImportedBody;
    return {
      kind: "imported",
      imported: r.imported,
      duplicates: r.duplicates,
      lines: r.lines,
      invalid: r.invalid ?? 0,
      errors: r.errors ?? [],
      isTruncated: r.errors_truncated ?? false,
      warnings: r.warnings ?? [],
      warningCount: r.warning_count ?? 0,
    };
  }
  return failureOutcome(status, body);
}

/** A refused upload: every bad line (422 with `details.errors`), or the message and field texts. */
export function failureOutcome(
  status: number,
  body: unknown,
): Extract<UploadOutcome, { kind: "invalid" | "failed" }> {
  const error = (body as ErrorEnvelope | null)?.error;
  if (status === 422 && error?.details?.errors?.length) {
    const errors = error.details.errors;
    return {
      kind: "invalid",
      message: error.message ?? "The file is not valid.",
      errors,
      errorCount: error.details.error_count ?? errors.length,
      isTruncated: error.details.errors_truncated ?? false,
      suggestedPreset: error.details.suggested_preset,
    };
  }
  if (status === 401)
    return { kind: "failed", message: "Your session has ended. Sign in again and retry." };
  const fields = error?.details?.fields;
  const detail = fields
    ? Object.entries(fields).map(([name, messages]) => `${name}: ${messages.join("; ")}`)
    : [];
  return {
    kind: "failed",
    message: [error?.message ?? `The server answered ${status || "nothing"}.`, ...detail].join(" "),
  };
}

/** What the server answered (its JSON body, null when not JSON), or why nothing came back. */
type SentFile = { status: number; body: unknown } | { failure: string };

export function sendFile(opts: {
  url: string;
  file: File;
  contentType: string;
  onUploadProgress: (loaded: number, total: number) => void;
  onUploaded: () => void;
}) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<SentFile>((resolve) => {
    xhr.upload.onprogress = (e) =>
      opts.onUploadProgress(e.loaded, e.lengthComputable ? e.total : opts.file.size);
    xhr.upload.onload = () => opts.onUploaded();
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status tells what happened
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      resolve({ failure: "The upload failed: the network connection was interrupted." });
    xhr.onabort = () => resolve({ failure: "The upload was cancelled." });
  });
  xhr.open("POST", opts.url);
  xhr.setRequestHeader("Content-Type", opts.contentType);
  xhr.send(opts.file);
  return { done, abort: () => xhr.abort() };
}

export function uploadFile(opts: Parameters<typeof sendFile>[0]) {
  const sent = sendFile(opts);
  const done = sent.done.then((r): UploadOutcome =>
    "failure" in r ? { kind: "failed", message: r.failure } : toOutcome(r.status, r.body),
  );
  return { done, abort: sent.abort };
}
