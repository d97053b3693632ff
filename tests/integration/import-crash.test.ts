import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";

// Issue #14: a crash at any point of an import leaves nothing visible and, after the next start,
// nothing behind (no temp files). The import runs in a child process that is killed with SIGKILL
// while it writes. On the server the child uses the suite's database; on the embedded database it
// serves its own PGlite from a data dir (the app's case: the database dies with the process), and
// the "next start" opens that data dir again.
const child = path.resolve(__dirname, "helpers/import-child.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "accord-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const isServer = inject("databaseKind") === "postgres";
const childEnv: NodeJS.ProcessEnv = { ...process.env, ACCORD_DATA_DIR: dataDir };
if (isServer) childEnv.DATABASE_URL = inject("databaseUrl");
else delete childEnv.DATABASE_URL;

function run(args: string[]) {
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", child, ...args],
    { env: childEnv, stdio: ["ignore", "pipe", "inherit"] },
  );
  return { proc, lines: createInterface({ input: proc.stdout }) };
}

describe("an import killed while it writes", () => {
  it(
    "leaves no items visible and, after the next start, no temp files",
    { timeout: 180_000 },
    async () => {
      const { proc, lines } = run(["import", "20000"]);
      let projectId = 0;
      let seenWhileWriting: number | null = null;
      const exited = new Promise<void>((r) => proc.once("exit", () => r()));
      for await (const line of lines) {
        if (line.startsWith("project ")) projectId = Number(line.slice(8));
        if (line.startsWith("writing ")) {
          // Some batches are written but not committed: no one else sees any of them.
          if (isServer && Number(line.slice(8)) >= 4000) {
            const client = new pg.Client({ connectionString: inject("databaseUrl") });
            await client.connect();
            seenWhileWriting = (
              await client.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM items WHERE project_id = $1",
                [projectId],
              )
            ).rows[0].n;
            await client.end();
          }
          if (!isServer || seenWhileWriting !== null) {
            proc.kill("SIGKILL");
            break;
          }
        }
        if (line === "done") throw new Error("the import finished before it could be killed");
      }
      await exited;
      expect(projectId).toBeGreaterThan(0);
      if (isServer) expect(seenWhileWriting).toBe(0);
      // What the crash left: the spooled upload and, on the embedded database, the import's validated lines.
      expect(readdirSync(path.join(dataDir, "tmp")).length).toBeGreaterThan(0);

      const next = run(["count", String(projectId)]);
      let after: { items: number; imports: number; scratch: string[] } | null = null;
      for await (const line of next.lines) if (line.startsWith("{")) after = JSON.parse(line);
      expect(after).toEqual({ items: 0, imports: 0, scratch: [] });
    },
  );
});
