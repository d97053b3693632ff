// An annotation's export shape, derived from its zod schema: the same keys in the same order on
// every line of a kind, each missing one filled with its schema default (else null), because
// Hugging Face `datasets` infers one Arrow struct per column. Lists are always lists, and the
// objects inside them get the same treatment. A value that is there is kept as it is.
import type { z } from "zod";

type Rec = Record<string, unknown>;
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
};

export type Shape = (value: unknown) => unknown;

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const rec = (v: unknown): Rec =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Rec) : {};

/** The schema under its wrappers (default, nullable, optional, pipe), with the default if one was given. */
function unwrap(schema: z.ZodType): { core: Def; fallback: unknown } {
  let def = defOf(schema);
  let fallback: unknown = null;
  for (;;) {
    if (def.type === "default" && def.innerType) {
      if (fallback === null) fallback = def.defaultValue;
      def = defOf(def.innerType);
    } else if ((def.type === "nullable" || def.type === "optional") && def.innerType)
      def = defOf(def.innerType);
    else if (def.type === "pipe" && def.in) def = defOf(def.in);
    else return { core: def, fallback };
  }
}

/** The shape function of `schema` (an object schema gives objects with exactly its keys). */
export function schemaShape(schema: z.ZodType): Shape {
  const { core, fallback } = unwrap(schema);
  if (core.type === "object" && core.shape) {
    const fields = Object.entries(core.shape).map(([key, s]) => [key, schemaShape(s)] as const);
    return (value) => {
      const r = rec(value);
      return Object.fromEntries(fields.map(([key, shape]) => [key, shape(r[key])]));
    };
  }
  if (core.type === "array" && core.element) {
    const element = schemaShape(core.element);
    return (value) => (Array.isArray(value) ? value.map(element) : []);
  }
  return (value) => (value === undefined ? fallback : value);
}
