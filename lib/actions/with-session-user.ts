import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { AnnotateFailure, AnnotateResult } from "@/components/annotate/annotate-action-types";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { isAppError } from "@/lib/errors";
import { assertSafeJson } from "@/lib/validation/assert-safe-json";

function failure(e: unknown): AnnotateFailure {
  unstable_rethrow(e);
  if (!isAppError(e)) {
    console.error(e);
    return { ok: false, code: "internal", message: "Something went wrong on the server. Your work is kept in this browser; please try again." };
  }
  const fields = e.details?.fields as Record<string, string[]> | undefined;
  return { ok: false, code: e.code, message: e.message, ...(fields ? { fields } : {}) };
}

/**
 * The body of a work-screen server action (annotate, validate): re-reads the session, runs `fn`
 * as that user, and turns an AppError into a failure with its code and field messages. `input`,
 * the action's object argument, is refused first if it holds text the database cannot store
 * (NUL, unpaired surrogates) or nests deeper than 64: a field message, not a 500.
 */
export async function withSessionUser<T extends object>(fn: (user: SessionUser) => Promise<T>, input?: unknown): Promise<AnnotateResult<T>> {
  try {
    assertSafeJson(input);
    const user = await getSessionUser();
    if (!user) return { ok: false, code: "session", message: "Your session has ended. Sign in again; your work is kept in this browser." };
    return { ok: true as const, ...(await fn(user)) };
  } catch (e) {
    return failure(e);
  }
}
