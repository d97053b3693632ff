// SPEC §7: the embedded database listens on loopback only and requires a password generated
// into the data dir (owner-only). Runs its own embedded server, whatever the suite's database.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "accord-auth-"));
let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function query(connectionString: string): Promise<string> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.query<{ v: string }>("SELECT 'ok' AS v")).rows[0].v;
  } finally {
    await client.end().catch(() => {});
  }
}

const withPassword = (url: string, password: string | null) => {
  const u = new URL(url);
  u.password = password ?? "";
  return u.href;
};

describe("embedded database server", () => {
  it("keeps a generated password in the data dir, readable by its owner only", () => {
    const mode = statSync(path.join(dataDir, "embedded-password")).mode & 0o777;
    expect(mode.toString(8)).toBe("600");
    expect(decodeURIComponent(new URL(server.url).password).length).toBeGreaterThanOrEqual(24);
  });

  it("serves its own URL", async () => {
    expect(await query(server.url)).toBe("ok");
  });

  it("refuses a wrong password with 28P01", async () => {
    await expect(query(withPassword(server.url, "not-the-password"))).rejects.toMatchObject({
      code: "28P01",
    });
  });

  it("refuses a connection without a password", async () => {
    await expect(query(withPassword(server.url, null))).rejects.toThrow();
  });

  it("accepts the password under any user name (PGlite has one database and one user)", async () => {
    const u = new URL(server.url);
    u.username = "someone";
    expect(await query(u.href)).toBe("ok");
  });

  it("still serves its clients after refusing others", async () => {
    await Promise.allSettled([
      query(withPassword(server.url, "x")),
      query(withPassword(server.url, "y")),
    ]);
    const results = await Promise.all([query(server.url), query(server.url), query(server.url)]);
    expect(results).toEqual(["ok", "ok", "ok"]);
  });

  it("listens on loopback only", async () => {
    const port = Number(new URL(server.url).port);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal);
    if (!external) return; // no other interface on this machine
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: external.address });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it("another process finds the running server and connects with the data dir's password", async () => {
    const script = [
      `const { findRunningEmbeddedServer } = await import(${JSON.stringify(path.resolve("lib/db/embedded-server.ts"))});`,
      `const pg = (await import("pg")).default;`,
      `const url = await findRunningEmbeddedServer(${JSON.stringify(dataDir)});`,
      `const c = new pg.Client({ connectionString: url }); await c.connect();`,
      `console.log((await c.query("SELECT 40 + 2 AS n")).rows[0].n); await c.end();`,
    ].join("\n");
    const { stdout } = await promisify(execFile)(
      path.resolve("node_modules/.bin/tsx"),
      ["--conditions=react-server", "--input-type=module", "-e", script],
      { timeout: 30_000 },
    );
    expect(stdout.trim()).toBe("42");
  });
});
