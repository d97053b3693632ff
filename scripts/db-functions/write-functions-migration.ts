import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { planFunctionsMigration, type SqlSource } from "./plan-functions-migration";

/** Every SQL source file of the app: lib/<domain>/sql/*.sql (and deeper), paths relative to root. */
export function readSqlSources(root: string): SqlSource[] {
  const found: SqlSource[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".sql") && path.posix.basename(dir) === "sql")
        found.push({ path: rel, text: readFileSync(path.join(root, rel), "utf8") });
    }
  };
  walk("lib");
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The migration files under root/prisma/migrations, in the order Prisma applies them. */
function readMigrations(root: string): string[] {
  const dir = path.join(root, "prisma/migrations");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}

/** A migration timestamp (UTC, yyyymmddHHMMSS) as Prisma names its folders. */
export function migrationTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/**
 * Writes prisma/migrations/<timestamp>_functions/migration.sql with every SQL source whose
 * definition the migrations do not already hold as it is now. Returns the folder written (null
 * when nothing changed) and the changed names. `check` only reports.
 */
export function writeFunctionsMigration(opts: {
  root: string;
  timestamp: string;
  check?: boolean;
}): { written: string | null; changed: string[] } {
  const { changed, migration } = planFunctionsMigration({
    sources: readSqlSources(opts.root),
    migrations: readMigrations(opts.root),
  });
  const names = changed.map((s) => s.definition.name);
  if (!migration || opts.check) return { written: null, changed: names };
  const folder = path.join(opts.root, "prisma/migrations", `${opts.timestamp}_functions`);
  if (existsSync(folder)) throw new Error(`${folder} exists already.`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, "migration.sql"), migration);
  return { written: folder, changed: names };
}
