/** Row ids are PostgreSQL `integer` (int4): anything outside 1..2^31-1 matches no row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A value that can be a row id; others match no row, so no query is needed. */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/**
 * A route or form id: decimal digits only (no sign, exponent or spaces), within int4. Null for
 * anything else, which callers answer like an unknown id (404), never with a database error.
 */
export function parseRowId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isRowId(id) ? id : null;
}

/** For pages: a route id, or NaN, which every data-access function answers as not found (404). */
export const routeRowId = (value: string): number => parseRowId(value) ?? Number.NaN;
