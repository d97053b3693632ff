import "server-only";
import type { z } from "zod";
import type { SessionUser } from "@/lib/auth/session-user";
import { fieldErrors } from "@/lib/errors";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import type { ActionFailure, ActionResult } from "./action-result";
import { echoValues, formDataToObject } from "./form-values";
import { runAction } from "./run-action";

const correctFields = "Please correct the highlighted fields.";

/**
 * A form's server action for `useActionState`, through `runAction`: the form's values are parsed
 * with `schema` (shape only; the data layer holds the rules) and echoed back with any failure.
 */
export function formAction<S extends z.ZodType, T extends object>(
  schema: S,
  fn: (data: z.output<S>, user: SessionUser, formData: FormData) => Promise<T | ActionFailure>,
  opts: { fieldAlias?: (path: string) => string } = {},
) {
  return async (_prev: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>> => {
    const values = formDataToObject(formData);
    return runAction<T>(
      async (user) => {
        const unsafe = findUnsafeJson(values); // NUL or a lone surrogate in a field: its message, not a 500
        if (unsafe)
          return actionFailure({
            message: correctFields,
            fields: { [String(unsafe.path[0] ?? "")]: [unsafe.message] },
            formData,
          });
        const parsed = schema.safeParse(values);
        if (!parsed.success)
          return actionFailure({
            message: correctFields,
            fields: fieldErrors(parsed.error.issues),
            formData,
          });
        return fn(parsed.data, user, formData);
      },
      { values, fieldAlias: opts.fieldAlias },
    );
  };
}

/** A failure a form's action decides on itself, echoing the form back like a validation failure. */
export function actionFailure(opts: {
  message: string;
  fields?: Record<string, string[]>;
  formData: FormData;
}): ActionFailure {
  return {
    ok: false,
    code: "validation_failed",
    message: opts.message,
    fields: opts.fields,
    values: echoValues(formDataToObject(opts.formData)),
  };
}
