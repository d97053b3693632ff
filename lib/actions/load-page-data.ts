import "server-only";
import { forbidden, notFound, unstable_rethrow } from "next/navigation";
import { isAppError } from "@/lib/errors";

/**
 * Runs a page's data-access call. A missing resource, one in a project the caller is not in, or a
 * malformed URL is the 404 page; a refusal is the 403 page (app/forbidden.tsx). The HTTP status is
 * set here, once, for every page (SPEC §7); anything else is a real error for the error boundary.
 */
export async function loadPageData<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    unstable_rethrow(e);
    // A malformed URL (NUL in `?q=`) names no page either: 404, not the error page's 500.
    if (isAppError(e) && (e.code === "not_found" || e.code === "bad_request")) notFound();
    if (isAppError(e) && e.code === "forbidden") forbidden();
    throw e;
  }
}
