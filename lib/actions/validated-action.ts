import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { fieldErrors, isAppError } from "@/lib/errors";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import type { ActionFailure, ActionResult } from "./action-result";
import { echoValues, formDataToObject } from "./form-values";

type Options = {
  /** Renames field keys of errors from the data layer, e.g. "settings.overlap" → "overlap". */
  fieldAlias?: (path: string) => string;
};

/** Turns any error into a failure result: AppError keeps its message and fields, anything else is hidden. */
export function toActionFailure(e: unknown, values: Record<string, string>, opts: Options = {}): ActionFailure {
  unstable_rethrow(e); // redirect() / notFound() inside an action are not errors
  const echoed = echoValues(values);
  if (!isAppError(e)) {
    console.error(e);
    return { ok: false, message: "Something went wrong on the server. Please try again.", values: echoed };
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
  return { ok: false, message: e.message, fields, values: echoed };
}

/**
 * A server action for `useActionState`: re-reads the session (a page check is not enough, actions
 * are public endpoints), parses the form with `schema`, and never lets an error escape to the
 * client. `fn` returns `{ ok: true, ... }` with whatever the form needs, or a failure of its own.
 */
export function validatedActionWithUser<S extends z.ZodType, R extends ActionResult>(
  schema: S,
  fn: (data: z.output<S>, user: SessionUser, formData: FormData) => Promise<R>,
  opts: Options = {},
) {
  return async (_prev: R | ActionFailure | null, formData: FormData): Promise<R | ActionFailure> => {
    const values = formDataToObject(formData);
    try {
      const user = await getSessionUser();
      if (!user) return { ok: false, message: "Your session has ended. Sign in again." };
      const unsafe = findUnsafeJson(values); // NUL or a lone surrogate in a field: its message, not a 500
      if (unsafe) {
        return { ok: false, message: "Please correct the highlighted fields.", fields: { [String(unsafe.path[0] ?? "")]: [unsafe.message] }, values: echoValues(values) };
      }
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        return { ok: false, message: "Please correct the highlighted fields.", fields: fieldErrors(parsed.error.issues), values: echoValues(values) };
      }
      return await fn(parsed.data, user, formData);
    } catch (e) {
      return toActionFailure(e, values, opts);
    }
  };
}

/** A failure an action decides on itself, echoing the form back like a validation failure. */
export function actionFailure(opts: { message: string; fields?: Record<string, string[]>; formData: FormData }): ActionFailure {
  return { ok: false, message: opts.message, fields: opts.fields, values: echoValues(formDataToObject(opts.formData)) };
}
