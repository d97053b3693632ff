// Starts `next start` (the production build in .next/) as a child process and waits until it serves.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";

export { freePort } from "@/lib/db/free-port";

const require = createRequire(import.meta.url);

export type NextServer = {
  url: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
};

export async function startNextServer(opts: {
  port: number;
  env: Record<string, string>;
}): Promise<NextServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(
    process.execPath,
    [require.resolve("next/dist/bin/next"), "start", "-p", String(opts.port), "-H", "127.0.0.1"],
    {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        ...opts.env,
        NEXTAUTH_URL: url,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`next start on port ${opts.port} exited with ${child.exitCode}:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, port: opts.port, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `next start on port ${opts.port} did not answer /api/health within 60 s:\n${stderr}`,
  );
}
