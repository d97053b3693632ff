// One JSONL import line per item; each kind's line schema lives in its module (lib/items/<kind>/).
import { z } from "zod";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemKindModules } from "@/lib/items/kinds";
import type { ReleaseGold } from "./release-gold";

type Modules = typeof itemKindModules;

export const itemLineSchemas = Object.fromEntries(
  Object.values(itemKindModules).map((m) => [m.kind, m.lineSchema]),
) as unknown as {
  readonly [K in ItemKind]: Modules[K]["lineSchema"];
};

type LineSchema = Modules[ItemKind]["lineSchema"];
const [first, ...rest] = Object.values<LineSchema>(itemLineSchemas);

export const itemLineSchema = z.discriminatedUnion("kind", [first, ...rest]);

/** `release`: only on a release import's finished lines (release-line.ts), never read from a file. */
export type ItemLine = z.infer<LineSchema> & { release?: ReleaseGold };
