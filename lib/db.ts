import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

// The one Prisma client. DATABASE_URL is always set by the time it is first used: scripts/start.ts,
// the CLI and the test setup resolve it first (a real server, or the embedded PGlite they serve).
function createClient(): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "DATABASE_URL is not set: start Accord with `npm start`, `npm run dev` or `npm run demo`.",
    );
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: env.ACCORD_DB_POOL }),
    // The embedded server runs one transaction at a time: others wait their turn.
    transactionOptions: { maxWait: 10_000, timeout: 60_000 },
  });
}

const globalForDb = globalThis as unknown as { accordDb?: PrismaClient };

// Created on first use, not on import: scripts import the data layer before they have resolved
// the database (and set DATABASE_URL).
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = (globalForDb.accordDb ??= createClient());
    const value: unknown = Reflect.get(client, prop, client);
    return typeof value === "function"
      ? (value as (...args: unknown[]) => unknown).bind(client)
      : value;
  },
});
