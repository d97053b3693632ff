// The one shape every server action returns (types only, safe to import from client code):
// forms (useActionState), the work screens (annotate, validate, adjudicate) and their buttons.
import type { ErrorCode } from "@/lib/errors";

export type ActionFailure = {
  ok: false;
  /** "session" when the sign-in ended; otherwise the AppError code ("internal" for anything else). */
  code: ErrorCode | "session";
  message: string;
  /** Messages per field: a form field's name ("" is the form as a whole) or the API's dotted path ("gold.accuracy"). */
  fields?: Record<string, string[]>;
  /** A form's submitted values (never secrets), so it can show them again after React resets it. */
  values?: Record<string, string>;
};

type ActionSuccess<T extends object = object> = { ok: true; message?: string } & T;

export type ActionResult<T extends object = object> = ActionSuccess<T> | ActionFailure;
