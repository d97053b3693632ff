import type { ReactNode } from "react";
import type { FieldErrorMap } from "./form-errors";

/** What every kind's workspace gets from the screen. */
export type WorkspaceProps<F, D> = {
  data: D;
  form: F;
  update: (next: F | ((prev: F) => F)) => void;
  /** Messages to show next to fields (after a submit attempt, or from the server). */
  errors: FieldErrorMap;
  /** True while a submit, skip or release runs, and after a submit succeeded. */
  isLocked: boolean;
  /** Submit bar and shortcuts legend, rendered under the form. */
  footer: ReactNode;
};
