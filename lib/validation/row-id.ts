import { z } from "zod";

/** Row ids are PostgreSQL `integer` (int4): anything outside 1..2^31-1 matches no row. */
const MAX_ROW_ID = 2_147_483_647;

/** A value that can be a row id; others match no row, so no query is needed. */
export const isRowId = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/**
 * The one id parser, for routes, pages, forms and actions: a number within int4, or a string of
 * decimal digits only (no sign, exponent, point or spaces) within int4. Null for anything else,
 * which callers answer like an unknown id (404), never with a database error.
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") return isRowId(value) ? value : null;
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isRowId(id) ? id : null;
}

/** For pages: a route id, or NaN, which every data-access function answers as not found (404). */
export const routeRowId = (value: unknown): number => parseRowId(value) ?? Number.NaN;

/** A form's id field: parsed like a route id, so a bad one reaches the data layer as "not found". */
export const rowIdField = z.unknown().transform(routeRowId);
