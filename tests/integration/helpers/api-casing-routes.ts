import { readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { isDataKey } from "@/lib/api/api-casing";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { callRoute, type RouteHandler } from "./call-route";

/** The value at a dotted path ("item.id", "annotations.0") of a parsed body. */
export const pick = (body: unknown, at: string): unknown =>
  at
    .split(".")
    .reduce<unknown>(
      (v, k) =>
        v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined,
      body,
    );

const v1Dir = path.resolve(import.meta.dirname, "../../../app/api/v1");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export async function routeTable(): Promise<Map<string, RouteHandler>> {
  const table = new Map<string, RouteHandler>();
  for (const file of readdirSync(v1Dir, { recursive: true, encoding: "utf8" }).filter(
    (f) => path.basename(f) === "route.ts",
  )) {
    const mod = (await import(path.join(v1Dir, file))) as Record<string, unknown>;
    for (const m of methods)
      if (typeof mod[m] === "function")
        table.set(`${m} /${path.dirname(file).split(path.sep).join("/")}`, mod[m] as RouteHandler);
  }
  return table;
}

const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** "path: key" for every key that is not snake_case, outside the values of data keys. */
function camelKeys(value: unknown, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => camelKeys(v, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(SNAKE.test(k) ? [] : [`${at}: ${k}`]),
    ...(isDataKey(k) ? [] : camelKeys(v, `${at}.${k}`)),
  ]);
}

/**
 * `call(key, as, …)` calls route `key` ("POST /users") as `as` through the table with an API token;
 * the answer must be a success, and every key not snake_case is added to `problems`.
 */
export function casingCaller(table: Map<string, RouteHandler>) {
  const tokens = new Map<number, string>();
  const auth = async (u: SessionUser) => {
    if (!tokens.has(u.id))
      tokens.set(u.id, (await createApiToken({ userId: u.id, name: "casing" })).token);
    return { authorization: `Bearer ${tokens.get(u.id)}` };
  };
  const called = new Set<string>();
  const problems: string[] = [];
  /** Calls `key` as `as`; the answer must be a success and snake_case throughout. */
  async function call(
    key: string,
    as: SessionUser | null,
    opts: {
      params?: Record<string, unknown>;
      query?: string;
      body?: unknown;
      jsonl?: unknown[];
    } = {},
  ) {
    const route = table.get(key);
    if (!route) throw new Error(`no route ${key}`);
    called.add(key);
    const headers = {
      ...(as ? await auth(as) : {}),
      "content-type": opts.jsonl ? "application/x-ndjson" : "application/json",
    };
    const body = opts.jsonl
      ? opts.jsonl.map((l) => JSON.stringify(l)).join("\n") + "\n"
      : opts.body === undefined
        ? undefined
        : JSON.stringify(opts.body);
    const params = Object.fromEntries(
      Object.entries(opts.params ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const res = await callRoute(route, {
      method: key.split(" ")[0],
      params,
      query: opts.query,
      headers,
      body,
    });
    expect(res.status, `${key}: ${res.text}`).toBeLessThan(300);
    const bodies = key.endsWith("/export")
      ? res.text
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as unknown)
      : [res.json];
    problems.push(...bodies.flatMap((b) => camelKeys(b)).map((p) => `${key} ${p}`));
    return res.json as unknown;
  }
  return { call, called, problems };
}
