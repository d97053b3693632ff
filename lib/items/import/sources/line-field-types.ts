import type { z } from "zod";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemLineSchemas } from "@/lib/items/import/item-line-schema";

/** How a cell becomes a line field: `text` fields take the cell as it is, `json` fields (lists, objects, numbers) parse a text cell as JSON. */
export type LineFieldType = { value: "text" | "json"; optional: boolean };

const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "catch",
  "readonly",
  "nonoptional",
]);
const TEXT = new Set(["string", "literal", "enum", "template_literal"]);

function valueType(schema: z.ZodType): "text" | "json" {
  let def = (
    schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } }
  )._zod.def;
  for (let depth = 0; depth < 16; depth++) {
    if (WRAPPERS.has(def.type) && def.innerType)
      def = (def.innerType as unknown as { _zod: { def: typeof def } })._zod.def;
    else if (def.type === "pipe" && def.in)
      def = (def.in as unknown as { _zod: { def: typeof def } })._zod.def;
    else break;
  }
  return TEXT.has(def.type) ? "text" : "json";
}

const cache = new Map<ItemKind, ReadonlyMap<string, LineFieldType>>();

/** The fields of a kind's import line (from its line schema, the one home of what a line holds) and how a cell fills each. */
export function lineFieldTypes(kind: ItemKind): ReadonlyMap<string, LineFieldType> {
  const known = cache.get(kind);
  if (known) return known;
  const shape = (itemLineSchemas[kind] as unknown as { shape: Record<string, z.ZodType> }).shape;
  const fields = new Map<string, LineFieldType>();
  for (const [name, schema] of Object.entries(shape))
    fields.set(name, { value: valueType(schema), optional: schema.safeParse(undefined).success });
  cache.set(kind, fields);
  return fields;
}
