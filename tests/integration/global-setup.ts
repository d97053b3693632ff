import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { assertTestDatabaseUrl } from "@/lib/db/assert-test-database-url";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { migrateDatabase } from "@/lib/db/migrate-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "embedded" | "postgres";
  }
}

/** A fresh schema on $TEST_DATABASE_URL (a real server) if set, else a new embedded PGlite. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    assertTestDatabaseUrl(serverUrl); // before anything is dropped
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await client.end();
    await migrateDatabase({ url: serverUrl });
    project.provide("databaseUrl", serverUrl);
    project.provide("databaseKind", "postgres");
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "accord-it-"));
  const server = await startEmbeddedServer({ dataDir });
  await migrateDatabase({ url: server.url });
  project.provide("databaseUrl", server.url);
  project.provide("databaseKind", "embedded");
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
