// The WASM schema engine of Prisma 7.10.0 (@prisma/schema-engine-wasm) driven through
// @prisma/adapter-pg, for the CLI stand-in (scripts/prisma-schema-engine.mjs): `migrate diff`,
// `status`, `resolve`. The app applies migrations with its own runner (../migrate-database.ts).
// Adapted from the team's reference shim (shared/tools); see docs/decisions/002-wasm-schema-engine.md.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Resolve packages from the project that runs Prisma (its cwd), so this file can live outside it.
const require = createRequire(path.join(process.cwd(), "package.json"));
export const load = (name) => import(pathToFileURL(require.resolve(name)).href);

// wasm-bindgen panics are reported through this global (the CLI defines the same one for its own wasm modules).
globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
  message: "",
  set_message(m) {
    this.message = `RuntimeError: ${m}`;
  },
  get() {
    return this.message;
  },
};

export async function loadEngineModule() {
  const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = await import(bgPath);
  const bytes = await readFile(path.join(path.dirname(bgPath), "schema_engine_bg.wasm"));
  const inst = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
    "./schema_engine_bg.js": glue,
  });
  glue.__wbg_set_wasm(inst.exports);
  inst.exports.__wbindgen_start();
  return glue;
}

// @prisma/adapter-pg 7.10 cannot map Postgres' internal "char" type (OID 18), which the engine's schema
// describer reads from pg_catalog (pg_constraint.contype, ...): "Column type 'char' could not be
// deserialized from the database". We let pg report such columns as text, tag their names, and then
// re-type them as Character (ColumnTypeEnum 6) in the adapter's result.
const CHAR_TAG = "\u0000char";
function patchedPool(pg, connectionString) {
  // One connection: the engine works sequentially, session state (advisory lock) stays on one backend,
  // and pglite-socket servers started with maxConnections=1 (its default) are not exceeded.
  const pool = new pg.Pool({ connectionString, max: 1 });
  const patch = (target) => {
    const query = target.query.bind(target);
    target.query = (...args) => {
      if (typeof args[args.length - 1] === "function") return query(...args);
      return query(...args).then((res) => {
        for (const f of res?.fields ?? [])
          if (f.dataTypeID === 18) {
            f.dataTypeID = 25;
            f.name += CHAR_TAG;
          }
        return res;
      });
    };
  };
  patch(pool); // adapter-pg runs plain queries through pool.query()
  pool.on("connect", patch); // ... and transactions through checked-out clients
  return pool;
}
function fixCharColumns(queryable) {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (q) => {
    const r = await queryRaw(q);
    r.columnNames = r.columnNames.map((n, i) =>
      n.endsWith(CHAR_TAG) ? ((r.columnTypes[i] = 6), n.slice(0, -CHAR_TAG.length)) : n,
    );
    return r;
  };
  if (typeof queryable.startTransaction === "function") {
    const start = queryable.startTransaction.bind(queryable);
    queryable.startTransaction = async (...a) => fixCharColumns(await start(...a));
  }
  return queryable;
}

// adapter-pg's executeScript splits a migration at every ";", which breaks a function body
// quoted with $$. Postgres runs a whole script sent as one simple query (in one implicit
// transaction), which is what Prisma's native engine does.
function wholeScripts(adapter) {
  if (typeof adapter.underlyingDriver !== "function") return adapter;
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (e) {
      adapter.onError(e);
    }
  };
  return adapter;
}

// pglite-socket ignores the database name in the connection string, so a CREATE DATABASE'd shadow DB
// would silently be the main DB (and get wiped). Never use "create" mode against it.
async function isPglite(pg, url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return /PGlite/i.test((await c.query("select version() as v")).rows[0].v);
  } finally {
    await c.end();
  }
}

/** The extensions the migrations create (pg_trgm: decision 053), which PGlite loads only when asked. */
async function pgliteExtensions() {
  const { pg_trgm } = await load("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

export const IN_MEMORY_HOST = "in-memory-pglite";
async function memoryConnection(load) {
  const { PGlite } = await load("@electric-sql/pglite");
  const { PrismaPGlite } = await load("pglite-prisma-adapter");
  return new PrismaPGlite(await PGlite.create({ extensions: await pgliteExtensions() })).connect();
}

let shadowPglite;
export async function makeAdapterFactory(datasource) {
  const pg = (await load("pg")).default;
  const { PrismaPg } = await load("@prisma/adapter-pg");
  const { bindMigrationAwareSqlAdapterFactory } = await load("@prisma/driver-adapter-utils");
  const url = datasource?.url;
  if (!url)
    throw Object.assign(new Error("No datasource.url in prisma.config.ts"), { code: "P1012" });
  // The engine connects at start-up even for `generate` and `migrate diff`, which need no real
  // database: prisma.config.ts names this host when DATABASE_URL is unset.
  const isMemory = new URL(url).hostname === IN_MEMORY_HOST;
  const main = isMemory ? null : new PrismaPg(patchedPool(pg, url));
  const mode = process.env.SCHEMA_ENGINE_SHADOW ?? "pglite";
  const factory = {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: async () =>
      main ? wholeScripts(fixCharColumns(await main.connect())) : memoryConnection(load),
    async connectToShadowDb() {
      if (process.env.SCHEMA_ENGINE_SHIM_DEBUG) process.stderr.write("connectToShadowDb called\n");
      if (datasource.shadowDatabaseUrl)
        return wholeScripts(
          fixCharColumns(
            await new PrismaPg(patchedPool(pg, datasource.shadowDatabaseUrl)).connect(),
          ),
        );
      if (mode === "create" && !(await isPglite(pg, url))) {
        // Same as adapter-pg's own connectToShadowDb, with the patched pool.
        const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE "${name}"`);
        const u = new URL(url);
        u.pathname = `/${name}`;
        const pool = patchedPool(pg, u.toString());
        const conn = wholeScripts(fixCharColumns(await new PrismaPg(pool).connect()));
        const dispose = conn.dispose.bind(conn);
        conn.dispose = async () => {
          await dispose();
          await pool.end();
          await admin.query(`DROP DATABASE "${name}"`);
          await admin.end();
        };
        return conn;
      }
      // One in-memory PGlite per shim process (its initdb costs ~3-5 s), wiped before each use.
      const { PGlite } = await load("@electric-sql/pglite");
      const { PrismaPGlite } = await load("pglite-prisma-adapter");
      shadowPglite ??= await PGlite.create({ extensions: await pgliteExtensions() });
      await shadowPglite.exec(`DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`);
      const { rows } = await shadowPglite.query(
        `SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('public','information_schema') AND nspname NOT LIKE 'pg\\_%'`,
      );
      for (const { nspname } of rows) await shadowPglite.exec(`DROP SCHEMA "${nspname}" CASCADE`);
      const conn = await new PrismaPGlite(shadowPglite).connect();
      conn.dispose = async () => {}; // keep the instance for the next use
      return conn;
    },
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}
