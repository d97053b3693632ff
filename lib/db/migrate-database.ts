import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { appRoleSql, isEmbedded, ownerRoleSql } from "./embedded-role";

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
 *
 * On the embedded database the migrations run as its owner and the session then as the app's
 * role (embedded-role.ts, decision 055). Only a pending migration goes back to the owner: a
 * process that joins a running embedded server (the CLI beside the app) must not lift the policy
 * for the others' statements while it checks.
 */
let engineModule: ReturnType<typeof loadEngine> | undefined;
async function loadEngine() {
  const core = await import("./schema-engine/core.mjs");
  return { glue: await core.loadEngineModule(), makeAdapterFactory: core.makeAdapterFactory };
}

export async function migrateDatabase(opts: { url: string }): Promise<string[]> {
  // The wasm module is instantiated once per process: a second instance corrupts the glue's memory.
  const { glue, makeAdapterFactory } = await (engineModule ??= loadEngine());
  const list = migrationsList();
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  try {
    const embedded = await isEmbedded(client);
    const pending = embedded
      ? await pendingMigrations(
          client,
          list.migrationDirectories.map((d) => d.path),
        )
      : 0;
    if (pending > 0) await client.query(ownerRoleSql);
    const adapter = await makeAdapterFactory({ url: opts.url });
    const engine = await glue.SchemaEngine.new({ datamodels: undefined }, () => {}, adapter);
    try {
      const out = await engine.applyMigrations({ migrationsList: list, filters: { externalTables: [], externalEnums: [] } });
      return out.appliedMigrationNames;
    } finally {
      engine.free();
      if (embedded) await client.query(appRoleSql);
    }
  } finally {
    await client.end();
  }
}

/** How many of the migrations the database has not applied (all of them on a new one). */
async function pendingMigrations(client: pg.Client, names: string[]): Promise<number> {
  const { rows } = await client.query<{ exists: boolean }>("SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS exists");
  if (!rows[0].exists) return names.length;
  const applied = await client.query<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL");
  const done = new Set(applied.rows.map((r) => r.migration_name));
  return names.filter((n) => !done.has(n)).length;
}
