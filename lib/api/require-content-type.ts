import { AppError } from "@/lib/errors";

/** JSON routes take only this; a form post or text/plain (what a cross-site form can send) is a 415. */
export const JSON_CONTENT_TYPES = ["application/json"] as const;

/**
 * A JSONL file: what the UI and the docs send, and its other common names. Not text/plain: a
 * cross-site form can send that, and fetch gives it to any string body without a type.
 */
export const JSONL_CONTENT_TYPES = ["application/x-ndjson", "application/jsonl", "application/x-jsonlines"] as const;

/** A 415 unless the media type is one of `allowed`; a charset, if given, must be UTF-8. */
export function requireContentType(headers: Headers, allowed: readonly string[]): void {
  const [type, ...params] = (headers.get("content-type") ?? "").split(";").map((s) => s.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/^"|"$/g, "");
  if (allowed.includes(type) && (charset === undefined || charset === "utf-8" || charset === "utf8")) return;
  throw new AppError("unsupported_media_type", `Send the body as ${allowed.join(" or ")} (UTF-8).`, { allowed: [...allowed] });
}
