// The one rule for database access (docs/decisions/003-bulk-paths-use-pg.md): accounts and
// projects go through Prisma, everything about items through `pg`, and nothing uses Prisma's raw
// SQL. A scan of the source keeps it true; it reads files, it does not run them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The Prisma models of accounts and projects. Audit rows are not among them: their one writer is pg's `accord_write_audit`. */
const PRISMA_MODELS = new Set([
  "user",
  "session",
  "apiToken",
  "authThrottle",
  "project",
  "projectMember",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory())
      return d.name === "generated" || d.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|sql)$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [full] : [];
  });
}

/** Prisma's raw SQL: `$queryRaw`, `$executeRaw` and their `Unsafe` forms. */
const rawSqlIn = (source: string): string[] =>
  [...source.matchAll(/\$(queryRaw|executeRaw)\w*/g)].map((m) => m[0]);

/** The Prisma models a file queries through the client (`db.item.findMany(`) or a transaction (`tx.item.count(`). */
const modelsIn = (source: string): string[] => [
  ...new Set(
    [
      ...source.matchAll(
        /\b(?:db|tx)\.([a-z]\w*)\.(?:find\w*|create\w*|update\w*|upsert|delete\w*|count|groupBy|aggregate)\(/g,
      ),
    ].map((m) => m[1]),
  ),
];

describe("one rule for database access", () => {
  it("recognises what it must refuse", () => {
    expect(rawSqlIn("await tx.$queryRawUnsafe(sql); await db.$executeRaw`x`;")).toEqual([
      "$queryRawUnsafe",
      "$executeRaw",
    ]);
    expect(
      modelsIn("db.item.findMany({}); tx.user.update({}); db.gold.count(); db.example.com"),
    ).toEqual(["item", "user", "gold"]);
  });

  const files = ["lib", "app", "scripts"].flatMap((d) => sourceFiles(path.join(root, d)));

  it("no file uses Prisma's raw SQL", () => {
    const offenders = files.flatMap((f) =>
      rawSqlIn(readFileSync(f, "utf8")).map((use) => `${path.relative(root, f)}: ${use}`),
    );
    expect(offenders).toEqual([]);
  });

  it("one writer of audit rows: accord_write_audit (lib/audit/sql/), called through writeAuditEvent", () => {
    const writers = files
      .filter((f) => /INSERT\s+INTO\s+audit_events/i.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(root, f));
    expect(writers).toEqual(["lib/audit/sql/accord_write_audit.sql"]);
  });

  it("Prisma queries only accounts and projects (items, the queue, gold and the rest are pg)", () => {
    const offenders = files.flatMap((f) =>
      modelsIn(readFileSync(f, "utf8"))
        .filter((m) => !PRISMA_MODELS.has(m))
        .map((m) => `${path.relative(root, f)}: ${m}`),
    );
    expect(offenders).toEqual([]);
  });
});
