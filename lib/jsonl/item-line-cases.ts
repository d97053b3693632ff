// Item lines for the validateItemLine tests: a kind's valid example with fields replaced, and
// the result with a failing line's errors joined, as tables read best.
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { joinLineErrors } from "./line-result";
import { validateItemLine } from "./validate-item-lines";

export const LANG = 'must be a two-letter lowercase ISO 639-1 code such as "en" (no region suffix)';

/** The kind's valid example with fields replaced; `undefined` removes a field. */
export function lineOf(kind: ItemKind, patch: Record<string, unknown> = {}): string {
  const value: Record<string, unknown> = { ...itemLineExamples[kind], ...patch };
  for (const [key, field] of Object.entries(patch)) if (field === undefined) delete value[key];
  return JSON.stringify(value);
}

/** The result with a failing line's errors joined as one message (`field: message; …`). */
export function check(projectKind: ItemKind, text: string) {
  const result = validateItemLine({ line: 7, text, projectKind });
  if (result === null || result.ok) return result;
  return { ok: false, error: joinLineErrors(result.errors) };
}
