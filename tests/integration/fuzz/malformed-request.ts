// One malformed request for a route, chosen by a seeded random source. Every request has exactly
// one thing wrong with it, so a 2xx means a check is missing and a 5xx means a check came too late.
import type { RouteCall } from "../helpers/call-route";
import type { RouteSpec } from "./fuzz-routes";

type Rng = () => number;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
const BAD_IDS = [
  "2147483648",
  "99999999999999999999",
  "0",
  "-1",
  "1e3",
  "1.5",
  " 1",
  "abc",
  "\u0000",
  "1\u0000",
  "0x10",
  "",
  "１",
];
const BAD_TEXT = ["\u0000", "a\u0000b", "\ud800", "x\udfff", "\udc00\ud800"];
const BAD_QUERIES = ["?q=%00", "?language=%00", "?x=a%00b", "?%00=1", "?status=gold%00&q=1"];
const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "application/jsonx",
  "text/html",
];
const WRONG_IMPORT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "image/png",
  "text/csv; charset=utf-16",
];

const clone = <T>(v: T): T => structuredClone(v);

/** Every string leaf's path in a JSON value. */
function stringPaths(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof v === "string") return [path];
  if (typeof v !== "object" || v === null) return [];
  return Object.entries(v).flatMap(([k, c]) =>
    stringPaths(c, [...path, Array.isArray(v) ? Number(k) : k]),
  );
}

function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
}

/** Unstorable text in a string value or a key somewhere in the body. */
function withBadText(
  rng: Rng,
  body: Record<string, unknown>,
  replacesNul: boolean,
): Record<string, unknown> {
  const out = clone(body);
  const bad = pick(rng, replacesNul ? BAD_TEXT.filter((t) => !t.includes("\u0000")) : BAD_TEXT);
  const paths = stringPaths(out);
  if (paths.length > 0 && rng() < 0.7) {
    const path = pick(rng, paths);
    let at: unknown = out;
    for (const k of path) at = (at as Record<string | number, unknown>)[k];
    setAt(out, path, pick(rng, [bad, `${at as string}${bad}`, `${bad}${at as string}`]));
    return out;
  }
  const objects = [
    out,
    ...Object.values(out).filter(
      (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v),
    ),
  ];
  pick(rng, objects)[`k${bad}`] = "v";
  return out;
}

function nested(rng: Rng, depth: number): unknown {
  let v: unknown = pick(rng, [1, "x", null, true]);
  for (let i = 0; i < depth; i++) v = rng() < 0.5 ? [v] : { n: v };
  return v;
}

const wrongTypeValues = (valid: unknown): unknown[] => {
  const all: unknown[] = [12345, true, [1, 2], { a: 1 }, "text", 3.5, -1];
  const kind = (v: unknown) => (Array.isArray(v) ? "array" : typeof v);
  return all.filter((v) => (valid === undefined ? true : kind(v) !== kind(valid)));
};

const GARBAGE_JSON = [
  "",
  "{",
  "}",
  '{"a":',
  "[1,2",
  "nul",
  "{'a':1}",
  '{"a":1,}',
  "\u0000",
  "\ufeff\ufeff{}",
  '{"a":1}{"b":2}',
  "NaN",
  "--",
  "<html>",
];
const GARBAGE_VALUES = ["42", "null", "true", '"text"', "[]", "[{}]", "-0"];

function randomBytes(rng: Rng, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(rng() * 256);
  return out;
}

/** A chunked body of `bytes` bytes (no Content-Length), the first of them valid JSON's opening. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  chunk[0] = 0x5b; // "[" so it is not refused as garbage before the limit
  let sent = 0;
  return new ReadableStream({
    pull(c) {
      if (sent >= bytes) return c.close();
      const n = Math.min(chunk.length, bytes - sent);
      sent += n;
      c.enqueue(chunk.subarray(0, n));
    },
  });
}

export type Malformed = { mutation: string; call: RouteCall };

export function malformedRequest(opts: {
  rng: Rng;
  method: string;
  spec: RouteSpec;
  params: Record<string, string>;
  valid: Record<string, unknown> | null;
  auth: Record<string, string>;
}): Malformed {
  const { rng, method, spec, params, auth } = opts;
  const valid = opts.valid ?? {};
  const isJsonl = spec.body === "jsonl";
  const type = isJsonl ? "application/x-ndjson" : "application/json";
  const encode = (v: unknown) => (isJsonl ? `${JSON.stringify(v)}\n` : JSON.stringify(v));
  const call = (mutation: string, parts: Partial<RouteCall>): Malformed => ({
    mutation,
    call: {
      method,
      params,
      headers: { ...auth, "content-type": type },
      body: spec.body === "none" ? undefined : encode(valid),
      ...parts,
    },
  });

  const mutations: (() => Malformed)[] = [];
  const paramNames = Object.keys(params);
  if (paramNames.length > 0) {
    mutations.push(() => {
      const name = pick(rng, paramNames);
      return call("bad id", { params: { ...params, [name]: pick(rng, BAD_IDS) } });
    });
  }
  mutations.push(() => call("bad query", { query: pick(rng, BAD_QUERIES) }));
  if (spec.body !== "none") {
    mutations.push(() =>
      call("bad text", { body: encode(withBadText(rng, valid, spec.replacesNul === true)) }),
    );
    mutations.push(() => {
      const body = clone(valid);
      const keys = Object.keys(body);
      body[keys.length > 0 && rng() < 0.7 ? pick(rng, keys) : "extra"] = nested(
        rng,
        65 + Math.floor(rng() * 2000),
      );
      return call("deep nesting", { body: encode(body) });
    });
    mutations.push(() =>
      call("wrong content type", {
        headers: {
          ...auth,
          ...(rng() < 0.85
            ? {
                "content-type": pick(
                  rng,
                  !isJsonl
                    ? WRONG_CONTENT_TYPES
                    : spec.replacesNul // a file import reads a JSON array like JSONL (SPEC §5)
                      ? WRONG_IMPORT_TYPES.filter((t) => t !== "application/json")
                      : WRONG_IMPORT_TYPES,
                ),
              }
            : {}),
        },
      }),
    );
    mutations.push(() => {
      const limit = spec.limit!;
      // A declared length over the limit, or (for limits small enough to stream fast) a chunked body that goes over it.
      if (limit <= 2 * 1024 * 1024 && rng() < 0.4)
        return call("oversized chunked", { body: streamOf(limit + 1 + Math.floor(rng() * 1024)) });
      return call("oversized declared", {
        headers: {
          ...auth,
          "content-type": type,
          "content-length": String(limit + 1 + Math.floor(rng() * 1e9)),
        },
      });
    });
    mutations.push(() => {
      const r = rng();
      if (r < 0.35)
        return call("garbage bytes", { body: randomBytes(rng, 8 + Math.floor(rng() * 400)) });
      // A blank JSONL file is a valid (empty) import, so JSONL garbage always has something on a line.
      if (r < 0.7)
        return call("garbage json", {
          body: pick(rng, isJsonl ? GARBAGE_JSON.filter((g) => g.trim() !== "") : GARBAGE_JSON),
        });
      return call("json of the wrong shape", { body: pick(rng, GARBAGE_VALUES) });
    });
    if (spec.typed?.length) {
      mutations.push(() => {
        const field = pick(rng, spec.typed!);
        const body = clone(valid);
        body[field] = pick(rng, wrongTypeValues(valid[field]));
        return call(`wrong type: ${field}`, { body: encode(body) });
      });
    }
    if (spec.required?.length) {
      mutations.push(() => {
        const body = clone(valid);
        delete body[pick(rng, spec.required!)];
        return call("missing field", { body: encode(body) });
      });
    }
  }
  return pick(rng, mutations)();
}
