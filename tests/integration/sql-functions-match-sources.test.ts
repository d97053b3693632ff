import path from "node:path";
import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { parseSource } from "../../scripts/db-functions/plan-functions-migration";
import { readSqlSources } from "../../scripts/db-functions/write-functions-migration";

// The database this run migrated from prisma/migrations must define every function and trigger
// exactly as its source file (lib/<domain>/sql/*.sql) does: an edited source without its
// migration (npm run db:functions, decision 012) fails here. Each definition is compared as
// PostgreSQL prints it (header, attributes, body) before and after running the source file
// again, in a transaction that is rolled back.
const sources = readSqlSources(path.resolve(import.meta.dirname, "../..")).map(parseSource);

const definitionsSql = `
  SELECT 'function:' || p.proname AS key, pg_get_functiondef(p.oid) AS def
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = current_schema() AND p.proname LIKE 'accord\\_%'
  UNION ALL
  SELECT 'trigger:' || t.tgname, pg_get_triggerdef(t.oid)
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE NOT t.tgisinternal AND n.nspname = current_schema()
   ORDER BY 1, 2`;

describe("SQL source files", () => {
  it("name every accord_* function and every trigger of a freshly migrated database, one definition each", async () => {
    const { rows } = await pgPool().query<{ key: string }>(definitionsSql);
    expect(sources.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key)).toEqual(
      sources.map((s) => `${s.definition.kind}:${s.definition.name}`).sort(),
    );
  });

  it("define each function and trigger exactly as the migrations left it", async () => {
    const client = await pgPool().connect();
    try {
      for (const source of sources) {
        const key = `${source.definition.kind}:${source.definition.name}`;
        await client.query("BEGIN");
        // As the owner of the functions (the embedded session runs as the app's role: lib/db/embedded-role.ts).
        await client.query("SET LOCAL ROLE NONE");
        try {
          const migrated = (
            await client.query<{ key: string; def: string }>(definitionsSql)
          ).rows.filter((r) => r.key === key);
          await client.query(source.text);
          const fromSource = (
            await client.query<{ key: string; def: string }>(definitionsSql)
          ).rows.filter((r) => r.key === key);
          expect(fromSource, source.path).toEqual(migrated);
        } finally {
          await client.query("ROLLBACK");
        }
      }
    } finally {
      client.release();
    }
  });
});
