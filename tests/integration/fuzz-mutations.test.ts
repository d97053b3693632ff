import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { seededRandom } from "../seeded-random";
import { makeFuzzFixture } from "./fuzz/fuzz-fixture";
import { routeSpecs } from "./fuzz/fuzz-routes";
import { malformedRequest } from "./fuzz/malformed-request";
import { callRoute, type RouteHandler } from "./helpers/call-route";

// In-process there is no request scope for next-auth's cookie reader; a request without a Bearer
// token is one without a session cookie.
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => null }));

const SEED = Number(process.env.FUZZ_SEED ?? 12);
const REQUESTS = 1000;
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
const API_DIR = path.resolve(import.meta.dirname, "../../app/api/v1");

/** Every mutating handler under app/api/v1, found on disk so a new route is fuzzed too. */
async function mutatingRoutes() {
  const files = (readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((f) => path.basename(f) === "route.ts")
    .sort();
  const routes: { key: string; handler: RouteHandler }[] = [];
  for (const file of files) {
    const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    const route = path.dirname(file).split(path.sep).join("/");
    for (const method of MUTATING) {
      if (typeof mod[method] === "function")
        routes.push({ key: `${method} ${route}`, handler: mod[method] as RouteHandler });
    }
  }
  return routes;
}

/** Rows in every table of the schema, by table name. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await pgPool().query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1",
  );
  const out: Record<string, number> = {};
  for (const { tablename } of rows) {
    const {
      rows: [c],
    } = await pgPool().query<{ n: string }>(`SELECT count(*) AS n FROM "${tablename}"`);
    out[tablename] = Number(c.n);
  }
  return out;
}

describe("fuzzing every mutating API route with malformed requests", () => {
  it("knows how to call every mutating route", async () => {
    const keys = (await mutatingRoutes()).map((r) => r.key);
    expect(
      keys.filter((key) => !(key in routeSpecs)),
      "add these to tests/integration/fuzz/fuzz-routes.ts",
    ).toEqual([]);
    expect(
      Object.keys(routeSpecs).filter((key) => !keys.includes(key)),
      "routes that no longer exist",
    ).toEqual([]);
  });

  it(
    `answers ${REQUESTS} malformed requests (seed ${SEED}) with a 4xx and its message, and writes nothing`,
    { timeout: 120_000 },
    async () => {
      const routes = await mutatingRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(20);
      const fixture = await makeFuzzFixture();
      const before = await rowCounts();
      const rng = seededRandom(SEED);
      const wrong: string[] = [];
      const seen = new Map<string, number>();
      for (let i = 0; i < REQUESTS; i++) {
        const { key, handler } = routes[i % routes.length]; // every route about equally often
        const spec = routeSpecs[key];
        const auth =
          fixture.as[
            rng() < 0.9
              ? spec.actor
              : (["annotator", "adjudicator", "lead", "admin", "none"] as const)[
                  Math.floor(rng() * 5)
                ]
          ];
        const { mutation, call } = malformedRequest({
          rng,
          method: key.split(" ")[0],
          spec,
          params: spec.params(fixture),
          valid: spec.valid?.(fixture) ?? null,
          auth,
        });
        seen.set(mutation.replace(/:.*/, ""), (seen.get(mutation.replace(/:.*/, "")) ?? 0) + 1);
        const res = await callRoute(handler, call);
        const hasMessage =
          typeof res.json.error?.code === "string" && typeof res.json.error?.message === "string";
        if (res.status < 400 || res.status > 499 || !hasMessage) {
          wrong.push(
            `#${i} ${key} (${mutation}) params=${JSON.stringify(call.params)} query=${call.query ?? ""} → ${res.status} ${res.text.slice(0, 200)}`,
          );
        }
      }
      expect(wrong, `seed ${SEED}; mutations ${JSON.stringify(Object.fromEntries(seen))}`).toEqual(
        [],
      );
      expect(await rowCounts()).toEqual(before);
    },
  );
});
