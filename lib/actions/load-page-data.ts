import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { isAppError } from "@/lib/errors";

export type PageData<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Runs a page's data-access call: a missing resource (or a malformed URL) becomes the 404 page, a refusal becomes a
 * message for the page to show; anything else is a real error for the error boundary.
 */
export async function loadPageData<T>(load: () => Promise<T>): Promise<PageData<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (e) {
    unstable_rethrow(e);
    // A malformed URL (NUL in `?q=`) names no page either: 404, not the error page's 500.
    if (isAppError(e) && (e.code === "not_found" || e.code === "bad_request")) notFound();
    if (isAppError(e) && e.code === "forbidden") return { ok: false, message: e.message };
    throw e;
  }
}
