import "server-only";
import { unstable_rethrow } from "next/navigation";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { asAppError } from "@/lib/errors";
import { readerText } from "@/lib/i18n/reader-text";
import { serverMessage, type ServerMessage } from "@/lib/i18n/server-message";
import { assertSafeJson } from "@/lib/validation/assert-safe-json";
import type { ActionFailure, ActionResult } from "./action-result";
import { echoValues } from "./form-values";

export type RunActionOptions = {
  /** An action's object argument: refused first (a field message, not a 500) if it holds text the database cannot store or nests deeper than 64. */
  input?: unknown;
  /** A form's submitted values, echoed back (secrets dropped) with a failure. */
  values?: Record<string, string>;
  /** Renames field keys of errors from the data layer, e.g. "settings.overlap" → "overlap". */
  fieldAlias?: (path: string) => string;
  /** The work screens keep unsent work in the browser: their messages say so. */
  keepsWork?: boolean;
};

/** Any error as a failure: an AppError (or an unavailable database, lib/errors.ts) keeps its code, message and fields; anything else is logged and hidden. */
async function toActionFailure(thrown: unknown, opts: RunActionOptions): Promise<ActionFailure> {
  unstable_rethrow(thrown); // redirect() / notFound() inside an action are not errors
  const values = opts.values ? { values: echoValues(opts.values) } : {};
  const e = asAppError(thrown);
  if (!e) {
    console.error(thrown);
    const message = await translated(
      serverMessage(opts.keepsWork ? "internalWorkKept" : "internal"),
    );
    return { ok: false, code: "internal", message, ...values };
  }
  const raw = e.details?.fields;
  let fields: Record<string, string[]> | undefined;
  if (raw && typeof raw === "object") {
    fields = {};
    for (const [key, messages] of Object.entries(raw as Record<string, string[]>)) {
      const name = opts.fieldAlias ? opts.fieldAlias(key) : key;
      (fields[name] ??= []).push(...messages);
    }
  }
  const text = e.translation ? await readerText(e.translation, e.message) : e.message;
  const message =
    e.code === "unavailable" && opts.keepsWork
      ? await translated(serverMessage("workKeptInBrowser", { message: text }))
      : text;
  return { ok: false, code: e.code, message, ...(fields ? { fields } : {}), ...values };
}

const translated = (m: ServerMessage) => readerText(m, m.text);

const isFailure = (r: object): r is ActionFailure => "ok" in r && r.ok === false;

/**
 * The one server-action wrapper (forms go through it by `formAction`): re-reads the session (a
 * page check is not enough, actions are public endpoints), runs `fn` as that user and never lets
 * an error escape to the client. `fn` returns what the screen needs, or a failure of its own.
 */
export async function runAction<T extends object>(
  fn: (user: SessionUser) => Promise<T | ActionFailure>,
  opts: RunActionOptions = {},
): Promise<ActionResult<T>> {
  try {
    assertSafeJson(opts.input);
    const user = await getSessionUser();
    if (!user) {
      const message = await translated(
        serverMessage(opts.keepsWork ? "sessionEndedWorkKept" : "sessionEnded"),
      );
      return { ok: false, code: "session", message };
    }
    const result = await fn(user);
    return isFailure(result) ? result : { ...result, ok: true };
  } catch (e) {
    return await toActionFailure(e, opts);
  }
}
