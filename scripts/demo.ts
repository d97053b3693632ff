// `npm run demo`: embedded database (or DATABASE_URL), migrations, demo users and one demo
// project per item kind, a production build if there is none, then the app on $PORT.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { env } from "@/lib/env";
import { demoPassword } from "./demo-password";
import { seedDemo, demoUsers } from "./seed-demo";
import { startApp } from "./start";

const require = createRequire(import.meta.url);
const log = (line: string) => process.stdout.write(line + "\n");
const password = demoPassword(process.env);

const database = await resolveDatabase();
log(`Database: ${database.isEmbedded ? `embedded PGlite in ${env.dataDir}` : "DATABASE_URL"}`);
await seedDemo({ password, log });
const { db } = await import("@/lib/db");
const { closePgPool } = await import("@/lib/db/pg-pool");
await Promise.all([db.$disconnect(), closePgPool()]);

if (!existsSync(path.resolve(".next/BUILD_ID"))) {
  log("Building the app (first run only, about a minute)…");
  const build = spawnSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The embedded server stays in this process and the app connects to it.
const { child } = await startApp({ dev: false, port: env.PORT, quiet: true, database });
child.stdout?.on("data", (chunk: Buffer) => {
  if (!/Ready in/.test(chunk.toString())) return;
  log(`\nAccord is running at http://localhost:${env.PORT}\n\nSign in as (password: ${password}):`);
  for (const u of demoUsers) log(`  ${u.role.padEnd(9)} ${u.email}`);
  log("\nStop with Ctrl+C.");
});
