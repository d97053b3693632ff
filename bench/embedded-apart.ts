import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";

/**
 * Serves the embedded database under ACCORD_DATA_DIR from a child process (bench/serve-embedded.ts),
 * as `npm start` does, and resolves once it serves; resolveDatabase() in this process then joins it
 * (findRunningEmbeddedServer) instead of opening PGlite on its own thread. `stop()` ends the child.
 */
export async function embeddedApart(): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=react-server",
      path.join(import.meta.dirname, "serve-embedded.ts"),
    ],
    {
      stdio: ["pipe", "pipe", "inherit"],
      env: process.env,
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench/serve-embedded.ts exited with ${code}`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line === "ready") resolve();
    });
  });
  return {
    pid: child.pid!,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
