#!/usr/bin/env node
// Offline stand-in for Prisma's native `schema-engine` binary (Prisma 7.10.0, Node >= 20).
// The engine itself lives in lib/db/schema-engine/core.mjs; this file speaks the CLI's protocol.
//
// The Prisma CLI spawns the executable named by PRISMA_SCHEMA_ENGINE_BINARY and talks JSON-RPC to it
// over stdin/stdout (migrate dev/deploy/status/reset/resolve/diff, db push/pull/execute). This script
// speaks that protocol but runs the official WebAssembly build of the same engine
// (@prisma/schema-engine-wasm at the CLI's exact engines hash) through the @prisma/adapter-pg adapter.
// Works against real PostgreSQL and against PGlite served by @electric-sql/pglite-socket.
//
// Shadow database (migrate dev, migrate diff --from-migrations):
//   - datasource.shadowDatabaseUrl from prisma.config.ts, if set;
//   - else SCHEMA_ENGINE_SHADOW=pglite (default): a throw-away in-memory PGlite (no CREATEDB needed);
//   - else SCHEMA_ENGINE_SHADOW=create: CREATE DATABASE prisma_migrate_shadow_db_<uuid> on the server
//     (needs CREATEDB; faster on real PostgreSQL; ignored for pglite-socket, which ignores db names).
// Debug: SCHEMA_ENGINE_SHIM_DEBUG=1, or DEBUG="prisma:schemaEngine*" on the prisma command.
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import path from "node:path";
import {
  IN_MEMORY_HOST,
  load,
  loadEngineModule,
  makeAdapterFactory,
} from "../lib/db/schema-engine/core.mjs";

function parseArgs(argv) {
  const out = { datamodels: [], datasource: null, cli: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--version" || a === "-V") out.version = true;
    else if (a === "--datamodels") out.datamodels.push(argv[++i]);
    else if (a === "--datasource") out.datasource = JSON.parse(argv[++i]);
    else if (a === "--enabled-preview-features" || a === "--extension-types") i++;
    else if (a === "cli") out.cli = argv[++i];
  }
  return out;
}

function logError(code, message) {
  // The CLI parses stderr lines as tracing JSON (skipping the first line) and looks for this shape.
  process.stderr.write(
    JSON.stringify({
      level: "INFO",
      target: "schema_engine::logger",
      fields: { message: "wasm shim" },
    }) + "\n",
  );
  process.stderr.write(
    JSON.stringify({
      level: "ERROR",
      target: "schema_engine::logger",
      fields: { message, error_code: code },
    }) + "\n",
  );
}

async function runCliCommand(cmd, datasource) {
  const pg = (await load("pg")).default;
  const url = new URL(datasource.url);
  if (url.hostname === IN_MEMORY_HOST) return 0;
  if (cmd === "can-connect-to-database") {
    const c = new pg.Client({ connectionString: datasource.url });
    try {
      await c.connect();
      await c.query("SELECT 1");
      await c.end();
      return 0;
    } catch (e) {
      const code = e.code === "3D000" ? "P1003" : "P1001";
      logError(
        code,
        code === "P1003"
          ? `Database \`${url.pathname.slice(1)}\` does not exist`
          : `Can't reach database server: ${e.message}`,
      );
      return 1;
    }
  }
  if (cmd === "create-database") {
    const dbName = decodeURIComponent(url.pathname.slice(1));
    url.pathname = "/postgres";
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query(`CREATE DATABASE "${dbName.replaceAll('"', '""')}"`);
    await c.end();
    return 0;
  }
  logError("P1000", `unsupported schema-engine cli command: ${cmd}`);
  return 1;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const glue = await loadEngineModule();
  if (args.version) {
    process.stdout.write(`schema-engine-cli ${glue.version()} (wasm shim)\n`);
    return 0;
  }
  if (args.cli) return runCliCommand(args.cli, args.datasource);

  const datamodels = await Promise.all(
    args.datamodels.map(async (p) => [p, await readFile(path.resolve(p), "utf8")]),
  );
  const adapter = await makeAdapterFactory(args.datasource);
  const engine = await glue.SchemaEngine.new(
    { datamodels: datamodels.length ? datamodels : undefined },
    (msg) => {
      if (process.env.SCHEMA_ENGINE_SHIM_DEBUG) process.stderr.write(String(msg) + "\n");
    },
    adapter,
  );
  // The wasm engine's evaluateDataLoss/createMigration do not call the external shadow-DB factory
  // themselves; they reuse the shadow schema cached by a previous devDiagnostic on the same engine
  // (the CLI's normal `migrate dev` order). When that cache is missing or was invalidated (e.g. after
  // applyMigrations applied pending migrations) they fail with this message: warm it and retry once.
  const call = async (method, params) => {
    try {
      return await engine[method](params);
    } catch (e) {
      if (
        !/must be provided through an external factory/.test(e?.message ?? "") ||
        !params?.migrationsList
      )
        throw e;
      await engine.devDiagnostic({
        migrationsList: params.migrationsList,
        filters: params.filters ?? { externalTables: [], externalEnums: [] },
      });
      return engine[method](params);
    }
  };

  let nextOutId = 1_000_000;
  const waitingForCli = new Map();
  const send = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
  const printToCli = (content) =>
    new Promise((resolve) => {
      const id = nextOutId++;
      waitingForCli.set(id, resolve);
      send({ jsonrpc: "2.0", id, method: "print", params: { content } });
    });

  const handlers = {
    getDatabaseVersion: () => engine.version(),
    async diff(params) {
      const r = await engine.diff(params);
      if (r.stdout) await printToCli(r.stdout);
      return { exitCode: r.exitCode, stdout: null };
    },
  };

  const pending = new Set();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("line", (line) => {
    if (!line.trim()) return;
    const msg = JSON.parse(line);
    if (msg.method === undefined && waitingForCli.has(msg.id)) {
      waitingForCli.get(msg.id)(msg.result);
      waitingForCli.delete(msg.id);
      return;
    }
    const p = (async () => {
      try {
        const fn =
          handlers[msg.method] ??
          (typeof engine[msg.method] === "function" ? (x) => call(msg.method, x) : null);
        if (!fn)
          throw Object.assign(
            new Error(`method ${msg.method} not supported by the wasm schema engine shim`),
            { code: "P1000" },
          );
        const result = await fn(msg.params ?? {});
        send({ jsonrpc: "2.0", id: msg.id, result: result ?? {} });
      } catch (e) {
        const isPanic = e instanceof WebAssembly.RuntimeError;
        if (isPanic) e.message = globalThis.PRISMA_WASM_PANIC_REGISTRY.get() || e.message;
        send({
          jsonrpc: "2.0",
          id: msg.id,
          error: {
            code: 4466,
            message: "An error happened. Check the data field for details.",
            data: {
              is_panic: isPanic,
              message: e?.message ?? String(e),
              meta: e?.meta ?? null,
              error_code: e?.code ?? null,
            },
          },
        });
      }
    })();
    pending.add(p);
    p.finally(() => pending.delete(p));
  });
  await new Promise((r) => rl.on("close", r));
  await Promise.allSettled([...pending]);
  return 0;
}

// A wasm panic can surface outside a request's promise: report it the way the native engine does (exit 101).
process.on("uncaughtException", (e) => {
  logError("P1000", `${globalThis.PRISMA_WASM_PANIC_REGISTRY.get() || ""} ${e?.stack ?? e}`.trim());
  process.exit(101);
});

main().then(
  (code) => process.exit(code ?? 0),
  (e) => {
    logError(e?.code ?? "P1000", e?.message ?? String(e));
    process.exit(1);
  },
);
