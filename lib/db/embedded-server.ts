import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { freePort } from "./free-port";
import { makeQueueSticky } from "./sticky-query-queue";

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

// PGlite allows one process per data dir. The process that opens it serves it on loopback and
// writes this file, so the CLI (or a second script) can connect instead of opening it again.
const infoFile = (dataDir: string) => path.join(dataDir, "embedded.json");

export const embeddedUrl = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => { socket.destroy(); resolve(true); });
    socket.once("error", () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** The URL of an embedded server another process already serves from dataDir, if any. */
export async function findRunningEmbeddedServer(dataDir: string): Promise<string | null> {
  try {
    const info = JSON.parse(readFileSync(infoFile(dataDir), "utf8")) as { pid: number; port: number };
    if (info.pid !== process.pid && isAlive(info.pid) && (await canConnect(info.port))) return embeddedUrl(info.port);
  } catch { /* no file, or a stale one */ }
  return null;
}

/** Opens the PGlite data dir (creating it on first use) and serves it on a loopback port. */
export async function startEmbeddedServer(opts: { dataDir: string; port?: number; maxConnections?: number }): Promise<EmbeddedServer> {
  const pgDir = path.join(opts.dataDir, "pglite");
  mkdirSync(opts.dataDir, { recursive: true }); // PGlite creates only the last path level
  const db = await PGlite.create({ dataDir: pgDir });
  const port = opts.port ?? (await freePort());
  // Prisma's pool, the queue's transactions and a CLI share it; the socket server multiplexes
  // them through one backend, so this only bounds how many may wait.
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: opts.maxConnections ?? 64 });
  makeQueueSticky(server);
  await server.start();
  writeFileSync(infoFile(opts.dataDir), JSON.stringify({ pid: process.pid, port }));
  let stopped = false;
  return {
    url: embeddedUrl(port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      rmSync(infoFile(opts.dataDir), { force: true });
      await server.stop();
      await db.close();
    },
  };
}
