import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { ensureEmbeddedPassword, readEmbeddedPassword } from "./embedded-password";
import { freePort } from "./free-port";
import { gateConnection } from "./postgres-auth-gate";
import { makeQueueSticky } from "./sticky-query-queue";

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

// PGlite allows one process per data dir. The process that opens it serves it on loopback and
// writes this file, so the CLI (or a second script) can connect instead of opening it again.
const infoFile = (dataDir: string) => path.join(dataDir, "embedded.json");

const embeddedUrl = (port: number, password: string) =>
  `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;

type SocketServerInternals = {
  active: boolean;
  handlers: Set<{ socket: net.Socket | null; handleData: (data: Buffer) => Promise<number> }>;
  handleConnection: (socket: net.Socket) => Promise<void>;
};

/** After the password check, the socket joins pglite-socket as if it had just connected. */
async function handOver(server: PGLiteSocketServer, socket: net.Socket, replay: Buffer) {
  const internals = server as unknown as SocketServerInternals;
  await internals.handleConnection(socket);
  const handler = [...internals.handlers].find((h) => h.socket === socket);
  if (!handler) return; // refused (too many connections): pglite-socket said so and closed it
  socket.resume();
  try {
    await handler.handleData(replay);
  } catch {
    socket.destroy();
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The URL of an embedded server another process already serves from dataDir, if any. */
export async function findRunningEmbeddedServer(dataDir: string): Promise<string | null> {
  try {
    const info = JSON.parse(readFileSync(infoFile(dataDir), "utf8")) as {
      pid: number;
      port: number;
    };
    const password = readEmbeddedPassword(dataDir);
    if (password && info.pid !== process.pid && isAlive(info.pid) && (await canConnect(info.port)))
      return embeddedUrl(info.port, password);
  } catch {
    /* no file, or a stale one */
  }
  return null;
}

export async function startEmbeddedServer(opts: {
  dataDir: string;
  port?: number;
  maxConnections?: number;
  /** The queue's timings (lib/db/sticky-query-queue.ts); tests widen them. */
  queue?: Parameters<typeof makeQueueSticky>[1];
}): Promise<EmbeddedServer> {
  const pgDir = path.join(opts.dataDir, "pglite");
  // PGlite creates only the last path level; a new data dir is its owner's alone.
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  const password = ensureEmbeddedPassword(opts.dataDir);
  // pg_trgm: the items list's content search (decision 053); a server has it in its contrib package.
  const db = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
  const port = opts.port ?? (await freePort());
  // One backend, so this only bounds how many wait; our listener checks the password first.
  const server = new PGLiteSocketServer({ db, maxConnections: opts.maxConnections ?? 64 });
  makeQueueSticky(server, opts.queue);
  (server as unknown as SocketServerInternals).active = true;
  const waiting = new Set<net.Socket>(); // connected, not yet through the password check
  const listener = net.createServer((socket) => {
    socket.setNoDelay(true);
    waiting.add(socket);
    socket.once("close", () => waiting.delete(socket));
    gateConnection({
      socket,
      password,
      onAuthenticated: (s, replay) => {
        waiting.delete(s);
        void handOver(server, s, replay);
      },
    });
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(port, "127.0.0.1", () => resolve());
  });
  writeFileSync(infoFile(opts.dataDir), JSON.stringify({ pid: process.pid, port }));
  let stopped = false;
  return {
    url: embeddedUrl(port, password),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      rmSync(infoFile(opts.dataDir), { force: true });
      const closed = new Promise((resolve) => listener.close(resolve));
      for (const socket of waiting) socket.destroy();
      await server.stop();
      await closed;
      await db.close();
    },
  };
}
