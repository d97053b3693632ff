// What the generic annotation screen needs to know about a kind's form (pure, no React).

/** One line of the shortcuts legend: alternatives, each a combo like "Ctrl+Enter". */
export type LegendEntry = { keys: string[]; label: string };

export type KindModule<F> = {
  empty: () => F;
  /** Any stored draft (ours, a bare annotation kept after a late submit, or junk) → a form. */
  parse: (raw: unknown) => F;
  /** The annotation to validate and submit; UI-only fields are dropped. */
  toAnnotation: (form: F) => unknown;
  /** Maps an annotation error path back to the form's (default: the same). */
  formPath?: (path: string, form: F) => string;
  /** Names of the annotation's top-level fields, to say what blocks a submit. */
  labels: Record<string, string>;
  legend: LegendEntry[];
};
