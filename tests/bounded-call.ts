// Calls pure functions in a child process that is killed after `timeoutMs` (tests/bounded-child.ts):
// a test of "always finishes" then fails on an endless loop instead of hanging the suite.
import { spawnSync } from "node:child_process";
import path from "node:path";

export type BoundedCall = { module: string; name: string; args: unknown[] };
export type BoundedResult = { result: unknown; nonFinite: string[] };

const root = path.resolve(import.meta.dirname, "..");

/** The calls' results, or throws "did not finish in N ms" when the child had to be killed. */
export function callBounded(calls: BoundedCall[], timeoutMs: number): BoundedResult[] {
  const absolute = calls.map((c) => ({ ...c, module: path.resolve(root, c.module) }));
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "tests/bounded-child.ts"), JSON.stringify(absolute)],
    {
      cwd: root,
      timeout: timeoutMs,
      killSignal: "SIGKILL",
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (child.signal === "SIGKILL") throw new Error(`did not finish in ${timeoutMs} ms`);
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as BoundedResult[];
}
