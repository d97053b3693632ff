import type { LineFieldType } from "./line-field-types";

/**
 * A cell (CSV text, or a Parquet value already normalised to JSON) as the value of a line field,
 * or undefined to leave the field out. An empty cell is left out when the field is optional (so
 * "none" has one spelling) and is "" otherwise (a comment at the start of a file has an empty
 * prefix). A text cell for a list, object or number field is read as JSON when it parses; when
 * it does not, the text goes on and the line schema says what is wrong with it.
 */
export function cellValue(cell: unknown, field: LineFieldType): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (field.value === "text") {
    if (typeof cell === "number" || typeof cell === "boolean") return String(cell);
    if (cell === "" && field.optional) return undefined;
    return cell;
  }
  if (typeof cell !== "string") return cell;
  if (cell.trim() === "") return field.optional ? undefined : cell;
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
}
