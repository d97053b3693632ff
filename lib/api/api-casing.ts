// The API is snake_case, TypeScript camelCase: responses pass through `toApiJson`, camelCase request
// bodies are parsed by a `snakeCaseSchema` (decision 014).
import { z } from "zod";
import { dataRecord, mapDataRecord } from "@/lib/validation/data-record";

/** Keys whose value is data (annotations, meta, maps keyed by codes or names): passed through. */
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

/** Maps keyed by data (a model named `toString` included), whose values are converted. */
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

/** Issues found after parsing name camelCase fields; the API caller sees them snake_case. */
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

/** Field messages for camelCase keys at the top of a request body. */
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
 * `schema` under snake_case keys, parsed into its camelCase object; unknown keys are an issue.
 * `partial` (a PATCH) drops the defaults, so only the keys sent are in the output.
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
