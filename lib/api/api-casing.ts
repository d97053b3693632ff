// The one home of the API's casing (SPEC §6: every key in a request or response body under
// /api/v1 is snake_case). TypeScript and the stored settings stay camelCase; responses pass
// through `toApiJson` (the route layer's `apiJson` does it for every route), and the few request
// bodies with camelCase fields inside are parsed by a schema from `snakeCaseSchema`.
// Docs: docs/decisions/014-the-api-in-one-casing.md.
import { z } from "zod";
import { dataRecord, mapDataRecord } from "@/lib/validation/data-record";

/**
 * Keys whose VALUE is data, passed through as stored or as the client sent it: annotation and
 * gold data, drafts, an item's imported `meta`, audit snapshots, and the agreement maps keyed by
 * error codes, task categories and machine annotators' names, and an import's `map` and `set`
 * (keyed by the file's column names and the item's fields). The key itself is snake_case.
 */
const dataKeys = [
  "data",
  "draft",
  "meta",
  "before",
  "after",
  "codes",
  "groups",
  "categories",
  "per_code",
  "machine",
  "map",
  "set",
] as const;
export type DataKey = (typeof dataKeys)[number];
const dataKeySet: ReadonlySet<string> = new Set(dataKeys);
export const isDataKey = (key: string): key is DataKey => dataKeySet.has(key);

/**
 * Keys whose value is a map keyed by data (models, languages): its keys stay as they are, a model
 * named `toString` included, and the values below them are converted.
 */
const dataMapKeys = ["by_model", "by_language"] as const;
type DataMapKey = (typeof dataMapKeys)[number];
const dataMapKeySet: ReadonlySet<string> = new Set(dataMapKeys);

/** Only identifiers like `leaseMinutes` are converted; `MS-LT`, `by_language` or `en` stay as they are. */
const CAMEL_IDENTIFIER = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;

type SnakeTail<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeTail<T>}`
  : S;
/** `leaseMinutes` → `lease_minutes` (a type, for the mapped shapes below). */
export type SnakeKey<K extends string> = string extends K ? string : SnakeTail<K>;

export function snakeKey<K extends string>(key: K): SnakeKey<K> {
  return (
    CAMEL_IDENTIFIER.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key
  ) as SnakeKey<K>;
}

/**
 * Issues found after a body was parsed (checks the schema cannot make, e.g. strata per kind) name
 * their fields in the internal camelCase; for an API caller, each path segment in snake_case.
 */
export function snakeIssuePaths<I extends { path: readonly PropertyKey[] }>(
  issues: readonly I[],
): I[] {
  return issues.map((i) => ({
    ...i,
    path: i.path.map((seg) => (typeof seg === "string" ? snakeKey(seg) : seg)),
  }));
}

/** The API form of a DTO: every key snake_case, down to (not into) the values of `dataKeys`. */
export type ApiJson<T> = T extends readonly (infer U)[]
  ? ApiJson<U>[]
  : T extends object
    ? {
        [K in keyof T as K extends string ? SnakeKey<K> : K]: K extends DataKey
          ? T[K]
          : SnakeKey<K & string> extends DataMapKey
            ? DataMapJson<T[K]>
            : ApiJson<T[K]>;
      }
    : T;

type DataMapJson<T> = T extends Record<string, infer V> ? Record<string, ApiJson<V>> : ApiJson<T>;

export function toApiJson<T>(value: T): ApiJson<T> {
  return convert(value) as ApiJson<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return dataRecord(
    Object.entries(value).map(([k, v]) => [
      snakeKey(k),
      isDataKey(k) ? v : dataMapKeySet.has(snakeKey(k)) ? convertMap(v) : convert(v),
    ]),
  );
}

const convertMap = (value: unknown): unknown =>
  value === null || typeof value !== "object" || Array.isArray(value)
    ? convert(value)
    : mapDataRecord(value as Record<string, unknown>, convert);

/**
 * Field messages for the camelCase keys at the top of a request body (every API body's own keys
 * are snake_case; below them is data, or settings read by `snakeCaseSchema`). Empty when none.
 */
export function camelCaseKeyProblems(body: unknown): Record<string, string[]> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return {};
  const keys = Object.keys(body).filter((k) => CAMEL_IDENTIFIER.test(k));
  return Object.fromEntries(
    keys.map((k) => [k, [`unknown field (the API's keys are snake_case: \`${snakeKey(k)}\`)`]]),
  );
}

type Shape = Record<string, z.ZodType>;
type SnakeShape<S extends Shape> = { [K in keyof S & string as SnakeKey<K>]: S[K] };
type PartialShape<S extends Shape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]>;
};

/** A camelCase key sent where the API wants snake_case gets a message that says so. */
const objectIssue =
  (notObject: string | undefined) => (iss: { code?: string; keys?: string[] }) => {
    if (iss.code === "invalid_type") return notObject;
    if (iss.code !== "unrecognized_keys" || !iss.keys) return undefined;
    return iss.keys
      .map((k) =>
        CAMEL_IDENTIFIER.test(k)
          ? `unknown field \`${k}\` (the API's keys are snake_case: \`${snakeKey(k)}\`)`
          : `unknown field \`${k}\``,
      )
      .join("; ");
  };

/**
 * The request side: a strict object schema whose fields are those of `schema` under snake_case
 * keys (so field messages name `lease_minutes`), parsed into the camelCase object `schema`
 * describes. Unknown keys, camelCase ones included, are an issue. `partial` (a PATCH) makes
 * every field optional and drops the defaults, so only the keys sent are in the output;
 * `notObject` is the message for a value that is not an object.
 */
export function snakeCaseSchema<S extends Shape>(
  schema: z.ZodObject<S>,
  opts?: { partial?: false; notObject?: string },
): z.ZodType<z.output<z.ZodObject<S>>, z.input<z.ZodObject<SnakeShape<S>>>>;
export function snakeCaseSchema<S extends Shape>(
  schema: z.ZodObject<S>,
  opts: { partial: true; notObject?: string },
): z.ZodType<Partial<z.output<z.ZodObject<S>>>, z.input<z.ZodObject<SnakeShape<PartialShape<S>>>>>;
export function snakeCaseSchema(
  schema: z.ZodObject<Shape>,
  opts: { partial?: boolean; notObject?: string } = {},
): z.ZodType {
  const camelOf = new Map<string, string>();
  const shape: Shape = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    camelOf.set(snakeKey(key), key);
    shape[snakeKey(key)] = opts.partial
      ? (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional()
      : field;
  }
  return z.strictObject(shape, { error: objectIssue(opts.notObject) }).transform((parsed) =>
    Object.fromEntries(
      Object.entries(parsed)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [camelOf.get(k) ?? k, v]),
    ),
  );
}
