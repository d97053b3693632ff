// One valid import line per kind, as parsed JSON (each kind's module holds its own); used by
// tests and as documentation of the format.
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemKindModules } from "@/lib/items/kinds";

export const itemLineExamples = Object.fromEntries(
  Object.values(itemKindModules).map((m) => [m.kind, m.exampleLine]),
) as unknown as {
  readonly [K in ItemKind]: Record<string, unknown>;
};
