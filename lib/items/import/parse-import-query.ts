// The import route's query (SPEC §5, docs/api.md): the source options of
// lib/items/import/sources/import-source-options.ts plus what to do with them. Pure.
import { z } from "zod";
import { AppError, fieldErrors } from "@/lib/errors";
import { hasDataKey, pushDataValue, setDataKey } from "@/lib/validation/data-record";
import { importSourceOptionsSchema } from "./sources/import-source-options";
import type { ImportSourceOptions } from "./sources/import-source-options";

export type ImportQuery = { source: ImportSourceOptions; isPreview: boolean; isPartial: boolean };

const flag = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((v) => v === "true");

const querySchema = z.strictObject({
  source: importSourceOptionsSchema,
  preview: flag.default(false),
  partial: flag.default(false),
});

const single = ["format", "preset", "id_prefix", "file_name", "preview", "partial"] as const;
const pairs = { map: "source_column:field", set: "field:value" } as const;

/**
 * `map` and `set` repeat, one pair each (`map=source_row:external_id`, `set=difficulty:difficult`).
 * A map's field is after its last colon (a column name may hold one); a set's value after its first.
 */
function readPairs(
  name: keyof typeof pairs,
  values: string[],
  problems: Record<string, string[]>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = name === "map" ? value.lastIndexOf(":") : value.indexOf(":");
    const key = at > 0 ? value.slice(0, at) : "";
    if (key === "" || (name === "map" && at === value.length - 1)) {
      pushDataValue(problems, name, `${JSON.stringify(value.slice(0, 60))} is not ${pairs[name]}`);
      continue;
    }
    if (hasDataKey(out, key))
      pushDataValue(problems, name, `${JSON.stringify(key.slice(0, 60))} is given twice`);
    setDataKey(out, key, value.slice(at + 1));
  }
  return out;
}

/** Parses the query; a 422 naming each bad parameter (unknown ones too) otherwise. */
export function parseImportQuery(params: URLSearchParams): ImportQuery {
  const problems: Record<string, string[]> = {};
  const given: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    if (name === "map" || name === "set") continue;
    if (!(single as readonly string[]).includes(name))
      pushDataValue(problems, name, "unknown query parameter");
    else if (values.length > 1) pushDataValue(problems, name, "must be given once");
    else setDataKey(given, name, values[0]);
  }
  const { preview, partial, ...source } = given;
  const input = {
    source: {
      ...source,
      map: readPairs("map", params.getAll("map"), problems),
      set: readPairs("set", params.getAll("set"), problems),
    },
    preview,
    partial,
  };
  const parsed = querySchema.safeParse(input);
  if (!parsed.success) {
    // `source.format` → `format`: the query's names, not the schema's nesting.
    const issues = parsed.error.issues.map((i) => ({
      ...i,
      path: i.path[0] === "source" ? i.path.slice(1) : i.path,
    }));
    for (const [name, messages] of Object.entries(fieldErrors(issues)))
      for (const m of messages) pushDataValue(problems, name === "" ? "query" : name, m);
  }
  if (!parsed.success || Object.keys(problems).length > 0)
    throw new AppError("validation_failed", "The import's query is not valid.", {
      fields: problems,
    });
  return {
    source: parsed.data.source,
    isPreview: parsed.data.preview,
    isPartial: parsed.data.partial,
  };
}
