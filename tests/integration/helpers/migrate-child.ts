// A separate process for tests/integration/migrate-crash.test.ts, so a start can be killed -9
// inside its migrations. `migrate <url>`: migrates that database. `serve-migrate <dataDir>`: opens
// and serves the embedded database there first, as `npm start` does (so a kill takes the database
// down with it). `serve <dataDir>`: only serves it, printing "url <url>", until killed.
// KILL_AT="<text>#<n>#send|result" kills this process with SIGKILL when the n-th query whose SQL
// contains <text> has been sent (its answer not yet read) or has been answered; it prints
// "killed <first words of the query>" first. Exits 0 after printing "applied <n>" otherwise.
import { writeSync } from "node:fs";
import pg from "pg";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { migrateDatabase } from "@/lib/db/migrate-database";

const [command, arg] = process.argv.slice(2);

const killAt = process.env.KILL_AT?.split("#");
if (killAt) {
  const [text, nth, when] = [killAt[0], Number(killAt[1]), killAt[2]];
  let seen = 0;
  const die = (sql: string) => {
    writeSync(1, `killed ${sql.replace(/\s+/g, " ").trim().slice(0, 60)}\n`);
    process.kill(process.pid, "SIGKILL");
  };
  const query = Reflect.get(pg.Client.prototype, "query") as (
    this: pg.Client,
    ...args: unknown[]
  ) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const sql =
      typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string })?.text ?? "");
    if (!sql.includes(text) || ++seen !== nth) return query.apply(this, args);
    if (when === "send") {
      setImmediate(() => die(sql));
      return query.apply(this, args);
    }
    // pg.Pool passes a callback; a client's own callers take the promise.
    const last = args.length - 1;
    if (typeof args[last] === "function")
      return query.apply(this, [...args.slice(0, last), () => die(sql)]);
    const out = query.apply(this, args) as Promise<unknown>;
    void out.then(
      () => die(sql),
      () => die(sql),
    );
    return out;
  } as typeof pg.Client.prototype.query;
}

if (command === "serve") {
  const server = await startEmbeddedServer({ dataDir: arg });
  writeSync(1, `url ${server.url}\n`);
} else {
  const url = command === "serve-migrate" ? (await startEmbeddedServer({ dataDir: arg })).url : arg;
  const applied = await migrateDatabase({ url });
  writeSync(1, `applied ${applied.length}\n`);
  process.exit(0);
}
