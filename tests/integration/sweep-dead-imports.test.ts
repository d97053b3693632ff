import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import { describe, expect, inject, it } from "vitest";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { sweepDeadImports } from "@/lib/items/import/sweep-dead-imports";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import { insertItemBatch } from "@/lib/items/import/insert-item-batch";
import { tagTransaction } from "@/lib/items/import/unpublished-imports";
import { ownProcessStart } from "@/lib/scratch/scratch-dir";
import { makeProject } from "../factories";
import { asOwner } from "./helpers/as-owner";

// Decision 036: an import written in short transactions leaves rows behind when its process is
// killed; the next start (resolveDatabase) deletes them, and only them.
async function importRow(
  projectId: number,
  pid: number,
  start: string | null,
  host = hostname(),
): Promise<number> {
  const { rows } = await pgPool().query<{ id: number }>(
    "INSERT INTO imports (project_id, pid, host, process_start) VALUES ($1, $2, $3, $4) RETURNING id",
    [projectId, pid, host, start],
  );
  return rows[0].id;
}

async function writeItems(
  projectId: number,
  prefix: string,
  importId: number | null,
): Promise<void> {
  const lines = Array.from(
    { length: 3 },
    (_, i) =>
      ({
        ...itemLineExamples.generated_comment,
        external_id: `${prefix}-${i}`,
      }) as unknown as ItemLine,
  );
  await withPgTransaction(async (sql) => {
    // As the import writer tags its batches (decision 055): the rows take the id from the transaction.
    if (importId !== null) await tagTransaction(sql, importId);
    await insertItemBatch(sql, { projectId, kind: "generated_comment", lines });
  });
}

const count = async (sql: string, ...params: unknown[]) =>
  (await asOwner<{ n: number }>(sql, ...params))[0].n;

describe("an unpublished import's items", () => {
  it("count as duplicates for another import of the same external ids", async () => {
    const { id: projectId } = await makeProject({ kind: "generated_comment" });
    const running = await importRow(projectId, process.pid, ownProcessStart());
    await writeItems(projectId, "same", running);
    const lines = Array.from(
      { length: 4 },
      (_, i) =>
        ({
          ...itemLineExamples.generated_comment,
          external_id: `same-${i}`,
        }) as unknown as ItemLine,
    );
    const ids = await withPgTransaction((sql) =>
      insertItemBatch(sql, { projectId, kind: "generated_comment", lines }),
    );
    // same-0..2 are the running import's; only same-3 is new.
    expect([...ids.keys()]).toEqual(["same-3"]);
  });
});

describe("the sweep of dead imports", () => {
  it("deletes a dead process's import and its rows; keeps live, other hosts' and published ones", async () => {
    const { id: projectId } = await makeProject({ kind: "generated_comment" });
    const deadPid = Number(
      spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
        encoding: "utf8",
      }).stdout,
    );
    const dead = await importRow(projectId, deadPid, "1");
    const live = await importRow(projectId, process.pid, ownProcessStart());
    // This pid runs, but started at another time: the import's process is gone (its pid was reused).
    const reused = await importRow(projectId, process.pid, "7");
    const elsewhere = await importRow(projectId, deadPid, "1", `${hostname()}-other`);
    await writeItems(projectId, "dead", dead);
    await writeItems(projectId, "live", live);
    await writeItems(projectId, "reused", reused);
    await writeItems(projectId, "elsewhere", elsewhere);
    // A published import's items keep its id; their imports row is gone.
    const published = await importRow(projectId, deadPid, "1");
    await writeItems(projectId, "published", published);
    await pgPool().query("DELETE FROM imports WHERE id = $1", [published]);
    await writeItems(projectId, "plain", null);

    expect(await sweepDeadImports(inject("databaseUrl"))).toBeGreaterThanOrEqual(2);

    const left = await asOwner<{ external_id: string }>(
      "SELECT external_id FROM items WHERE project_id = $1 ORDER BY external_id",
      projectId,
    );
    const prefixes = [...new Set(left.map((r) => r.external_id.split("-")[0]))].sort();
    expect(prefixes).toEqual(["elsewhere", "live", "plain", "published"]);
    const importsLeft = (
      await pgPool().query<{ id: number }>(
        "SELECT id FROM imports WHERE project_id = $1 ORDER BY id",
        [projectId],
      )
    ).rows.map((r) => r.id);
    expect(importsLeft).toEqual([live, elsewhere]);
    // The kind's rows went with their items (the foreign key's cascade): nothing behind.
    expect(
      await count(
        "SELECT count(*)::int AS n FROM generated_comments g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1",
        projectId,
      ),
    ).toBe(12);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM generated_comments g WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = g.item_id)",
      ),
    ).toBe(0);
  });
});
