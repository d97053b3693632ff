import { AppError } from "@/lib/errors";
import type { ImportFormat } from "@/lib/items/import/sources/import-source-options";

/** JSON routes take only this; a form post or text/plain (what a cross-site form can send) is a 415. */
export const JSON_CONTENT_TYPES = ["application/json"] as const;

/**
 * A JSONL file: what the UI and the docs send, and its other common names. Not text/plain: a
 * cross-site form can send that, and fetch gives it to any string body without a type.
 */
export const JSONL_CONTENT_TYPES = [
  "application/x-ndjson",
  "application/jsonl",
  "application/x-jsonlines",
] as const;

/**
 * What an import body may be sent as, per format (SPEC §5). Parquet is binary: its own type, or
 * application/octet-stream, which browsers and curl send for a file they cannot name.
 */
export const IMPORT_CONTENT_TYPES = {
  jsonl: [...JSONL_CONTENT_TYPES, "application/json"], // a JSON array is read like JSONL
  csv: ["text/csv"],
  tsv: ["text/tab-separated-values"],
  parquet: ["application/vnd.apache.parquet", "application/octet-stream"],
  // A bundle (.tar.gz) or the gold JSONL: the bytes tell which.
  release: [
    "application/gzip",
    "application/x-gzip",
    "application/octet-stream",
    ...JSONL_CONTENT_TYPES,
  ],
} as const satisfies Record<ImportFormat, readonly string[]>;

/** A 415 unless the media type is one of `allowed`; a charset, if given, must be UTF-8. */
export function requireContentType(headers: Headers, allowed: readonly string[]): void {
  const [type, ...params] = (headers.get("content-type") ?? "")
    .split(";")
    .map((s) => s.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/^"|"$/g, "");
  if (
    allowed.includes(type) &&
    (charset === undefined || charset === "utf-8" || charset === "utf8")
  )
    return;
  throw new AppError(
    "unsupported_media_type",
    `Send the body as ${allowed.join(" or ")} (UTF-8).`,
    { allowed: [...allowed] },
  );
}
