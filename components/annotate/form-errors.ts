// Field messages shown next to controls: from the kind's zod schema on the client (instant) and
// from the server's 422 `details.fields` (same paths, same schema).
import type { z } from "zod";
import { fieldErrors } from "@/lib/errors";

export type FieldErrorMap = Record<string, string[]>;

export function validate(schema: z.ZodType, annotation: unknown): FieldErrorMap {
  const parsed = schema.safeParse(annotation);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

/** "choose yes or no" → "Choose yes or no." */
export function sentence(message: string): string {
  const text = message.trim();
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Messages at `path` and, with `deep`, below it ("citations" also gets "citations.0.url"). */
export function errorsAt(errors: FieldErrorMap, path: string, deep = false): string[] {
  if (!deep) return errors[path] ?? [];
  return Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .flatMap(([, m]) => m);
}

/** Re-keys error paths, e.g. to undo the dropping of blank citation rows. */
export function remapErrors(errors: FieldErrorMap, map: (path: string) => string): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [path, messages] of Object.entries(errors)) (out[map(path)] ??= []).push(...messages);
  return out;
}
