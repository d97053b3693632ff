import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { isAppError } from "@/lib/errors";

export type PageData<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Runs a page's data-access call: a missing resource becomes the 404 page, a refusal becomes a
 * message for the page to show; anything else is a real error for the error boundary.
 */
export async function loadPageData<T>(load: () => Promise<T>): Promise<PageData<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (e) {
    unstable_rethrow(e);
    if (isAppError(e) && e.code === "not_found") notFound();
    // A refusal, or a malformed filter in the URL (NUL in `?q=`): a message, not the error page.
    if (isAppError(e) && (e.code === "forbidden" || e.code === "bad_request")) return { ok: false, message: e.message };
    throw e;
  }
}
