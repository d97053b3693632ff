// What the generic annotation screen needs to know about a kind's form (pure, no React).
import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";

/** Any message of the catalogues by its full key, e.g. "shortcuts.submit". */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** One line of the shortcuts legend: alternatives, each a combo like "Ctrl+Enter", and what they do (a catalogue key). */
export type LegendEntry = { keys: string[]; message: MessageKey };

export type KindModule<F> = {
  empty: () => F;
  /** Any stored draft (ours, a bare annotation kept after a late submit, or junk) → a form. */
  parse: (raw: unknown) => F;
  /** The annotation to validate and submit; UI-only fields are dropped. */
  toAnnotation: (form: F) => unknown;
  /** Maps an annotation error path back to the form's (default: the same). */
  formPath?: (path: string, form: F) => string;
  /** The names of the annotation's top-level fields (catalogue keys), to say what blocks a submit. */
  labels: Record<string, MessageKey>;
  legend: LegendEntry[];
};
