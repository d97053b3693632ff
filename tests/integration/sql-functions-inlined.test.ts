import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";

// A LANGUAGE sql function that PostgreSQL cannot inline (a subquery in a scalar body, a write) is
// parsed and planned again at every call from PL/pgSQL: 290 µs a claim for the qualification
// gate. Ours are either inlined or PL/pgSQL, whose plans are cached.
const sqlFiles = readdirSync("lib", { recursive: true, encoding: "utf8" }).filter((f) =>
  /(^|\/)sql\/[^/]+\.sql$/.test(f),
);
const sqlFunctions = sqlFiles.flatMap((file) => {
  const text = readFileSync(path.join("lib", file), "utf8");
  if (!/LANGUAGE sql/i.test(text)) return [];
  const name = /CREATE OR REPLACE FUNCTION (\w+)\(/.exec(text)?.[1];
  return name ? [name] : [];
});

type Signature = { args: string[]; returns_set: boolean };

async function signature(name: string): Promise<Signature> {
  const { rows } = await pgPool().query<Signature>(
    `SELECT array(SELECT format_type(t, NULL) FROM unnest(p.proargtypes) t) AS args, p.proretset AS returns_set
       FROM pg_proc p WHERE p.proname = $1`,
    [name],
  );
  expect(rows, name).toHaveLength(1);
  return rows[0];
}

/** The plan of a call with column arguments (constants could be folded away), as text. */
async function planOfCall(name: string, { args, returns_set }: Signature): Promise<string> {
  const columns = args.map((type, i) => `NULL::${type} AS a${i}`).join(", ");
  const call = `${name}(${args.map((_, i) => `x.a${i}`).join(", ")})`;
  const from = columns ? `(SELECT ${columns} OFFSET 0) x` : "(SELECT 1 OFFSET 0) x";
  const query = returns_set
    ? `SELECT f.* FROM ${from} CROSS JOIN LATERAL ${call} f`
    : `SELECT ${call} FROM ${from}`;
  const { rows } = await pgPool().query<{ "QUERY PLAN": string }>(
    `EXPLAIN (VERBOSE, COSTS OFF) ${query}`,
  );
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("SQL-language functions", () => {
  it("are found in the sources", () => {
    expect(sqlFunctions).toContain("accord_holds_slot");
    expect(sqlFunctions).toContain("accord_slot_free");
  });

  it.each(sqlFunctions)("%s is inlined where it is called", async (name) => {
    const plan = await planOfCall(name, await signature(name));
    expect(plan, plan).not.toMatch(new RegExp(`\\b${name}\\(`));
  });
});
