import type { ItemKind } from "@/lib/items/item-kinds";
import { cellValue } from "./cell-value";
import { lineFieldTypes } from "./line-field-types";
import type { SourceRecord } from "./source-record";
import { dataValue, pushDataValue, setDataKey } from "@/lib/validation/data-record";

/** How a tabular row becomes an import line (SPEC §5): `map` source column → field, `set` constant fields, and the external id's prefix. */
export type RowMapping = {
  kind: ItemKind;
  map: Record<string, string>;
  set: Record<string, string>;
  idPrefix?: string;
};

export type MappedRow = { line: number; index: number; cells: Record<string, unknown> };

/**
 * One row as a plain line object, which then goes through the kind's line schema like a JSONL
 * line. A column is its mapped field, else the field of the same name, else kept in `meta` under
 * its own name (data is not dropped silently). `set` wins over columns. external_id is the mapped
 * column's value, or the 0-based row; with an id prefix, `<id_prefix>-<value>` either way.
 */
export function mapRow(row: MappedRow, mapping: RowMapping): SourceRecord {
  const fields = lineFieldTypes(mapping.kind);
  const value: Record<string, unknown> = { kind: mapping.kind };
  const extra: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(row.cells)) {
    const field = dataValue(mapping.map, column) ?? (fields.has(column) ? column : null);
    if (field === null) {
      if (cell !== null && cell !== undefined) setDataKey(extra, column, cell);
      continue;
    }
    const type = fields.get(field);
    if (!type) continue; // mapping targets are checked before reading (checkRowMapping)
    const cellAsValue = cellValue(cell, type);
    if (cellAsValue !== undefined) setDataKey(value, field, cellAsValue);
  }
  for (const [field, text] of Object.entries(mapping.set)) {
    const type = fields.get(field);
    const setValue = type ? cellValue(text, type) : text;
    if (setValue !== undefined) setDataKey(value, field, setValue);
  }
  return withExternalId(withMeta(value, extra), row, mapping);
}

function withMeta(
  value: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  if (Object.keys(extra).length === 0) return value;
  const meta = value.meta;
  if (meta === undefined || meta === null) return { ...value, meta: extra };
  // A meta column that is an object takes the other columns beside its own keys; anything else is the schema's to refuse.
  if (typeof meta === "object" && !Array.isArray(meta))
    return { ...value, meta: { ...extra, ...meta } };
  return value;
}

function withExternalId(
  value: Record<string, unknown>,
  row: MappedRow,
  mapping: RowMapping,
): SourceRecord {
  const own = value.external_id;
  if (own === undefined) {
    if (mapping.idPrefix === undefined)
      return {
        status: "error",
        line: row.line,
        field: "external_id",
        error:
          "no column maps to external_id; map one or give an id prefix (external_id = <id_prefix>-<row>)",
      };
    return {
      status: "value",
      line: row.line,
      value: { ...value, external_id: `${mapping.idPrefix}-${row.index}` },
    };
  }
  if (mapping.idPrefix !== undefined && typeof own === "string")
    return {
      status: "value",
      line: row.line,
      value: { ...value, external_id: `${mapping.idPrefix}-${own}` },
    };
  return { status: "value", line: row.line, value };
}

/** Mapping targets and constant fields the kind's line does not have: field → message (a 422 before any row is read). */
export function rowMappingProblems(mapping: RowMapping): Record<string, string[]> {
  const fields = lineFieldTypes(mapping.kind);
  const problems: Record<string, string[]> = {};
  const known = [...fields.keys()].join(", ");
  for (const [column, field] of Object.entries(mapping.map))
    if (!fields.has(field))
      pushDataValue(
        problems,
        `map.${column}`,
        `${mapping.kind} lines have no field ${JSON.stringify(field)} (fields: ${known})`,
      );
  for (const field of Object.keys(mapping.set))
    if (!fields.has(field))
      pushDataValue(
        problems,
        `set.${field}`,
        `${mapping.kind} lines have no field ${JSON.stringify(field)} (fields: ${known})`,
      );
  const setKind = dataValue(mapping.set, "kind");
  if (setKind !== undefined && setKind !== mapping.kind)
    pushDataValue(problems, "set.kind", `this project holds ${mapping.kind} items`);
  return problems;
}
