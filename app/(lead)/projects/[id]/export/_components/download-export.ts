// Fetches an export as a stream, counting lines as they arrive (for the progress bar), and
// returns it as a Blob to save. fetch, not a plain link: a link gives no progress.

export type ExportProgress = { lines: number; bytes: number };
export type Downloaded = { blob: Blob; lines: number; filename: string };

type ErrorEnvelope = { error?: { message?: string } };

export async function downloadExport(opts: {
  url: string;
  onStart: (expectedLines: number | null) => void;
  onProgress: (p: ExportProgress) => void;
  signal?: AbortSignal;
}): Promise<Downloaded> {
  const res = await fetch(opts.url, { signal: opts.signal, credentials: "same-origin" });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as ErrorEnvelope | null;
    throw new Error(
      res.status === 401
        ? "Your session has ended. Sign in again and retry."
        : (body?.error?.message ?? `The server answered ${res.status}.`),
    );
  }
  const expected = Number(res.headers.get("x-accord-line-count"));
  opts.onStart(Number.isFinite(expected) ? expected : null);
  const filename =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export.jsonl";
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk = next.value;
    parts.push(chunk);
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    opts.onProgress({ lines, bytes });
  }
  return { blob: new Blob(parts, { type: "application/x-ndjson" }), lines, filename };
}
