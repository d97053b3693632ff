import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

function migrationsList() {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const dirs = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(migrationsDir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") } },
    })),
  };
}

/**
 * Applies pending migrations with Prisma's own (WASM) schema engine: the same checks and
 * `_prisma_migrations` bookkeeping as `prisma migrate deploy`, with no CLI and no native binary.
 * The engine takes an advisory lock, so several app instances may start at once.
 */
let engineModule: ReturnType<typeof loadEngine> | undefined;
async function loadEngine() {
  const core = await import("./schema-engine/core.mjs");
  return { glue: await core.loadEngineModule(), makeAdapterFactory: core.makeAdapterFactory };
}

export async function migrateDatabase(opts: { url: string }): Promise<string[]> {
  // The wasm module is instantiated once per process: a second instance corrupts the glue's memory.
  const { glue, makeAdapterFactory } = await (engineModule ??= loadEngine());
  const adapter = await makeAdapterFactory({ url: opts.url });
  const engine = await glue.SchemaEngine.new({ datamodels: undefined }, () => {}, adapter);
  try {
    const out = await engine.applyMigrations({ migrationsList: migrationsList(), filters: { externalTables: [], externalEnums: [] } });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}
