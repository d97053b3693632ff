import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrationTimestamp, writeFunctionsMigration } from "./write-functions-migration";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "db-functions-"));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const source = (n: number) =>
  `CREATE OR REPLACE FUNCTION accord_x() RETURNS integer LANGUAGE sql AS $$ SELECT ${n} $$;\n`;

describe("writeFunctionsMigration", () => {
  it("writes <timestamp>_functions for a changed source, then finds nothing changed", () => {
    const root = project({
      "lib/queue/sql/accord_x.sql": source(2),
      "lib/queue/not-sql/ignored.sql": "SELECT 1;",
      "prisma/migrations/20260101000000_init/migration.sql": `CREATE TABLE t (x int);\n${source(1)}`,
    });
    expect(writeFunctionsMigration({ root, timestamp: "20260102030405", check: true })).toEqual({
      written: null,
      changed: ["accord_x"],
    });
    const { written, changed } = writeFunctionsMigration({ root, timestamp: "20260102030405" });
    expect(changed).toEqual(["accord_x"]);
    expect(written).toBe(path.join(root, "prisma/migrations/20260102030405_functions"));
    expect(readFileSync(path.join(written!, "migration.sql"), "utf8")).toContain(
      `-- Source: lib/queue/sql/accord_x.sql\n${source(2)}`,
    );
    expect(writeFunctionsMigration({ root, timestamp: "20260102030406" })).toEqual({
      written: null,
      changed: [],
    });
    expect(readdirSync(path.join(root, "prisma/migrations")).sort()).toEqual([
      "20260101000000_init",
      "20260102030405_functions",
    ]);
  });

  it("names folders by the UTC clock", () => {
    expect(migrationTimestamp(new Date("2026-12-01T13:04:05.678Z"))).toBe("20261201130405");
  });
});
