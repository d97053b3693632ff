import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, expect, inject, it } from "vitest";
import { startServerSweeps } from "@/lib/server-sweeps";
import { asOwner } from "./helpers/as-owner";

// Decision 055: a CLI import that joins the running app's database and is killed mid-write leaves
// its hidden rows (the embedded database writes in short transactions). The serving process's
// sweeps (lib/server-sweeps.ts, every 30 s from scripts/start.ts) delete them while it serves:
// they no longer wait for the next start. This test process plays the serving app; the import
// runs in a child joined to the suite's database and is killed with SIGKILL while it writes. On a
// server the import's one transaction dies with it, so there is nothing to sweep.
const child = path.resolve(__dirname, "helpers/import-child.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "accord-killed-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const isServer = inject("databaseKind") === "postgres";

const left = async (projectId: number) =>
  (
    await asOwner<{ items: number; comments: number; imports: number }>(
      `SELECT (SELECT count(*)::int FROM items WHERE project_id = $1) AS items,
              (SELECT count(*)::int FROM generated_comments g WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = g.item_id)) AS comments,
              (SELECT count(*)::int FROM imports WHERE project_id = $1) AS imports`,
      projectId,
    )
  )[0];

it(
  "the serving app deletes what an import killed mid-write left, without a restart",
  { timeout: 180_000 },
  async () => {
    const proc = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", child, "import", "20000"],
      {
        env: { ...process.env, ACCORD_DATA_DIR: dataDir, DATABASE_URL: inject("databaseUrl") },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const exited = new Promise<void>((r) => proc.once("exit", () => r()));
    let projectId = 0;
    for await (const line of createInterface({ input: proc.stdout })) {
      if (line.startsWith("project ")) projectId = Number(line.slice(8));
      if (line.startsWith("writing ") && Number(line.slice(8)) >= 1000) {
        proc.kill("SIGKILL");
        break;
      }
      if (line === "done") throw new Error("the import finished before it could be killed");
    }
    await exited;
    expect(projectId).toBeGreaterThan(0);

    const before = await left(projectId);
    // Embedded: the killed import's batches are there, hidden, with its imports row.
    if (!isServer) expect(before.items).toBeGreaterThanOrEqual(1000);
    expect(before.imports).toBe(isServer ? 0 : 1);

    const stop = startServerSweeps({ everyMs: 200 });
    try {
      const deadline = Date.now() + 60_000;
      while ((await left(projectId)).imports > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
    } finally {
      stop();
    }
    expect(await left(projectId)).toEqual({ items: 0, comments: 0, imports: 0 });
  },
);
