// `npm start` / `npm run dev`: resolve the database (DATABASE_URL, or the embedded PGlite under
// .data/ served on loopback by this process), apply pending migrations, then run Next with
// DATABASE_URL pointing at it, and runs the server's sweeps every 30 s (lib/server-sweeps.ts:
// revise windows that closed, decision 048; imports whose process died, decision 055; the judge
// worker, decision 077). Stopping this process stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { resolveDatabase, type ResolvedDatabase } from "@/lib/db/resolve-database";
import { env } from "@/lib/env";
import { startServerSweeps } from "@/lib/server-sweeps";
import { nextAuthEnv } from "./next-auth-env";

const require = createRequire(import.meta.url);

export async function startApp(opts: {
  dev: boolean;
  port: number;
  quiet?: boolean;
  database?: ResolvedDatabase;
}) {
  const database = opts.database ?? (await resolveDatabase());
  // Loopback unless HOST says otherwise (SPEC §7): a demo on a laptop is not served to the network.
  const child = spawn(
    process.execPath,
    [
      require.resolve("next/dist/bin/next"),
      opts.dev ? "dev" : "start",
      "-p",
      String(opts.port),
      "-H",
      env.HOST,
    ],
    {
      stdio: opts.quiet ? ["ignore", "pipe", "inherit"] : "inherit",
      env: {
        ...process.env,
        ...nextAuthEnv({ port: opts.port, dataDir: env.dataDir }),
        DATABASE_URL: database.url,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  // In this process, beside the database it may serve: one timer however many Next workers run.
  const stopSweep = startServerSweeps();
  const stop = async (code: number) => {
    stopSweep();
    child.kill("SIGTERM");
    await database.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));
  child.on("exit", (code) => void stop(code ?? 0));
  return { child, database };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startApp({ dev: process.argv.includes("--dev"), port: env.PORT });
}
