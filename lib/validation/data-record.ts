// Objects keyed by data (SPEC §7): a key may be `__proto__` or `toString`, so they are written and
// read only here, as own properties of a plain object.
import { z } from "zod";

export type DataRecord<V> = Record<string, V>;

/** Sets `key` as an own property, even `__proto__` (plain assignment would set the prototype). */
export function setDataKey<V>(record: DataRecord<V>, key: string, value: NoInfer<V>): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A plain object with one own property per entry, in order; a repeated key keeps its first place and last value. */
export function dataRecord<V>(entries: Iterable<readonly [string, V]>): DataRecord<V> {
  const out: DataRecord<V> = {};
  for (const [key, value] of entries) setDataKey(out, key, value);
  return out;
}

export function dataValue<V>(
  record: Readonly<DataRecord<V>> | null | undefined,
  key: string,
): V | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function pushDataValue<V>(record: DataRecord<V[]>, key: string, value: NoInfer<V>): void {
  const list = dataValue(record, key);
  if (list) list.push(value);
  else setDataKey(record, key, [value]);
}

export const hasDataKey = (record: object, key: string): boolean => Object.hasOwn(record, key);

export function mapDataRecord<V, W>(
  record: Readonly<DataRecord<V>>,
  fn: (value: V, key: string) => W,
): DataRecord<W> {
  return dataRecord(Object.entries(record).map(([k, v]) => [k, fn(v, k)] as const));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** zod's record and loose object drop a `__proto__` key; this keeps every own key. */
export function dataRecordSchema<K extends z.ZodType<string>, V extends z.ZodType>(
  key: K,
  value: V,
  opts: { error?: string } = {},
) {
  return z.unknown().transform((input, ctx): DataRecord<z.output<V>> => {
    if (!isPlainObject(input)) {
      // An invalid_type issue with its input, as z.object's: the import's line errors say "expected object, got array".
      ctx.addIssue({
        code: "invalid_type",
        expected: "object",
        input,
        ...(opts.error ? { message: opts.error } : {}),
      });
      return z.NEVER;
    }
    const out: DataRecord<z.output<V>> = {};
    for (const [k, v] of Object.entries(input)) {
      const keyIssue = key.safeParse(k).error?.issues[0];
      if (keyIssue) ctx.addIssue({ code: "custom", message: keyIssue.message, path: [k] });
      const parsed = value.safeParse(v);
      if (parsed.success) setDataKey(out, k, parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: [k, ...issue.path] });
    }
    return out;
  });
}
