// The Parquet columns of a release: one per key of its lines, typed by the JSON types the key
// takes across the release, so a key the export gains later becomes a column by itself.
// Nested values (objects, arrays) and keys of mixed types are JSON text (decision 073).

export type ParquetColumnType = "STRING" | "BOOLEAN" | "INT64" | "DOUBLE" | "JSON_TEXT";
export type ParquetColumn = { name: string; type: ParquetColumnType };

/** Per key: the distinct `jsonb_typeof` values it takes, and whether all its numbers are safe integers. */
export type KeyTypes = { key: string; types: string[]; integral: boolean };

function columnType({ types, integral }: KeyTypes): ParquetColumnType {
  const present = types.filter((t) => t !== "null");
  if (present.length === 0) return "STRING";
  if (present.length > 1) return "JSON_TEXT";
  switch (present[0]) {
    case "string":
      return "STRING";
    case "boolean":
      return "BOOLEAN";
    case "number":
      return integral ? "INT64" : "DOUBLE";
    default:
      return "JSON_TEXT";
  }
}

/** Columns in the first line's key order (the export's fixed order); keys it lacks follow, sorted. */
export function parquetColumns(firstKeys: readonly string[], keys: readonly KeyTypes[]) {
  const byKey = new Map(keys.map((k) => [k.key, k]));
  const rest = keys
    .map((k) => k.key)
    .filter((k) => !firstKeys.includes(k))
    .sort();
  return [...firstKeys.filter((k) => byKey.has(k)), ...rest].map((name): ParquetColumn => ({
    name,
    type: columnType(byKey.get(name)!),
  }));
}

function cell(value: unknown, type: ParquetColumnType): unknown {
  if (value === null || value === undefined) return null;
  if (type === "JSON_TEXT") return JSON.stringify(value);
  if (type === "INT64") return BigInt(value as number);
  return value;
}

/** One batch of parsed lines as column arrays, in `columns` order. */
export function columnValues(
  lines: readonly Record<string, unknown>[],
  columns: readonly ParquetColumn[],
): unknown[][] {
  return columns.map(({ name, type }) =>
    lines.map((line) => cell(Object.hasOwn(line, name) ? line[name] : null, type)),
  );
}

/** The SQL of KeyTypes for release $1 (CASE keeps the numeric cast to numbers). */
export const releaseKeyTypesSql = `
SELECT e.key, array_agg(DISTINCT jsonb_typeof(e.value)) AS types,
       bool_and(CASE WHEN jsonb_typeof(e.value) = 'number' THEN e.value::numeric % 1 = 0 AND abs(e.value::numeric) <= 9007199254740991 ELSE true END) AS integral
  FROM release_lines l CROSS JOIN LATERAL jsonb_each(l.line::jsonb) e
 WHERE l.release_id = $1
 GROUP BY e.key`;
