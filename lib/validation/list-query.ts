// The one query schema of every list route and page (pure): `limit` a whole number 1–1,000 and a
// cursor in the shape the list itself issues as `next_cursor`; anything else is a 400 that names
// the parameter (SPEC §7), never a silent default or a database error.
import { z } from "zod";
import { AppError, fieldErrors } from "@/lib/errors";
import { isRowId } from "./row-id";

const MAX_LIST_LIMIT = 1000;
export const DEFAULT_LIST_LIMIT = 50;
const limitProblem = `must be a whole number from 1 to ${MAX_LIST_LIMIT}`;
export const cursorProblem = "must be a next_cursor from the previous page";

// Decimal digits only: Number() would take " 1", "1e2" and "0x10" too.
const limitSchema = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, limitProblem)
  .transform(Number)
  .refine((n) => n <= MAX_LIST_LIMIT, limitProblem);

/** A keyset cursor that is a row id (the last row of the previous page). */
export const rowIdCursor = z
  .string()
  .regex(/^\d{1,10}$/, cursorProblem)
  .transform(Number)
  .refine(isRowId, cursorProblem);

/** A list's query: `limit` (default 50) and the list's own cursor, parsed from its string. */
export const listQuerySchema = <C>(cursor: z.ZodType<C, string>) =>
  z.object({ limit: limitSchema.default(DEFAULT_LIST_LIMIT), cursor: cursor.optional() });

type Query = URLSearchParams | Record<string, string | string[] | undefined>;
const read = (q: Query, name: string) =>
  q instanceof URLSearchParams ? (q.get(name) ?? undefined) : [q[name]].flat()[0];
const names = (q: Query) => (q instanceof URLSearchParams ? [...q.keys()] : Object.keys(q));

/**
 * `limit` and `cursor` from a URL's query, or a 400 naming the first bad one. `others`: the list's
 * other parameters (its filters), when any name beyond them and these two is refused too.
 */
export function parseListQuery<C>(
  schema: ReturnType<typeof listQuerySchema<C>>,
  query: Query,
  opts: { others?: readonly string[] } = {},
): { limit: number; cursor?: C } {
  const known = new Set(["limit", "cursor", ...(opts.others ?? [])]);
  const unknown = opts.others ? names(query).filter((n) => !known.has(n)) : [];
  const parsed = schema.safeParse({ limit: read(query, "limit"), cursor: read(query, "cursor") });
  if (parsed.success && unknown.length === 0) return parsed.data;
  const fields = {
    ...Object.fromEntries(unknown.map((n) => [n, ["is not a parameter of this list"]])),
    ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
  };
  const [name, [problem]] = Object.entries(fields)[0];
  throw new AppError("bad_request", `The query parameter \`${name}\` ${problem}.`, { fields });
}
