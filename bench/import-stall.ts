// Issue #14 / decision 028: how long an embedded import's write holds PGlite's one backend, and
// what others' claim+submit see meanwhile (open loop, bench/open-loop-probe.ts), for three ways of
// writing the same N generated comments (already valid: this is the write alone, no file, no zod):
//   one-transaction   every batch in one transaction, as lib/items/import/import-writer.ts does;
//   staging+publish   batches into an unindexed staging table in short transactions, then one
//                     publish transaction of INSERT … SELECT into items and generated_comments;
//   short-transactions  each batch its own transaction into the real tables: the write of decision
//                     017's design (rows hidden from readers until a publish) WITHOUT the reader
//                     filter, i.e. the floor that design could reach. Not atomic; bench only.
//   hidden-batches    the import as it writes on the embedded database (decisions 036, 055):
//                     lib/items/import/import-writer.ts with `hidden`, each batch its own
//                     transaction tagged with the import's `imports` row and hidden from every
//                     reader by the items_published policy, then one short publish. Atomic: the
//                     bench checks that none of the items is visible halfway and all are after.
// The embedded server serves the connection that used the backend least lately first
// (lib/db/sticky-query-queue.ts), so a writer's short transactions yield to others' requests.
// Usage: npm run bench:import-stall [-- --lines 100000 --batch 2000 --every 50 --modes one-transaction,staging+publish,short-transactions,hidden-batches]
// Embedded PGlite only (a fresh one under a temp dir).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemLine } from "@/lib/items/import/item-line-schema";

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "100000" },
    batch: { type: "string", default: "2000" },
    modes: {
      type: "string",
      default: "one-transaction,staging+publish,short-transactions,hidden-batches",
    },
    every: { type: "string", default: "50" },
  },
});
const N = Number(values.lines);
const BATCH = Number(values.batch);
const modes = values.modes.split(",");
const dir = mkdtempSync(path.join(tmpdir(), "accord-stall-"));
process.env.ACCORD_DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;

const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase();
const { makeProject } = await import("../tests/factories");
const { insertItemBatch } = await import("@/lib/items/import/insert-item-batch");
const { beginPgTransaction, withPgTransaction, pgPool, closePgPool, sqlOn } =
  await import("@/lib/db/pg-pool");
const { makeOpenLoopProbe, describeProbe } = await import("./open-loop-probe");
const { db } = await import("@/lib/db");
const { ImportWriter } = await import("@/lib/items/import/import-writer");
const { parseProjectSettings } = await import("@/lib/projects/project-settings");

const visibleItems = async (projectId: number) =>
  Number(
    (
      await pgPool().query<{ n: string }>("SELECT count(*) AS n FROM items WHERE project_id = $1", [
        projectId,
      ])
    ).rows[0].n,
  );

const example = itemLineExamples.generated_comment;
const line = (i: number) => ({
  ...example,
  external_id: `s${i}`,
  file_id: `f${i}`,
  code_prefix: `public class Cart${i} {\n  /**\n   * `,
  meta: { n: i },
});
const batches = (): ItemLine[][] =>
  Array.from({ length: Math.ceil(N / BATCH) }, (_, b) =>
    Array.from(
      { length: Math.min(BATCH, N - b * BATCH) },
      (_, j) => line(b * BATCH + j) as unknown as ItemLine,
    ),
  );
const yieldLoop = () => new Promise((r) => setImmediate(r));

const EVERY = Number(values.every);
const probeDuring = await makeOpenLoopProbe({ every: EVERY, users: 20, items: 8000, line });
console.log(
  `embedded PGlite; ${N.toLocaleString("en-US")} generated comments per mode, batches of ${BATCH}`,
);
const idle = await probeDuring(() => new Promise((r) => setTimeout(r, 3000)));
console.log(`no write:           others ${describeProbe(idle.probe, EVERY)}`);

for (const mode of modes) {
  const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
  const all = batches();
  let phase = "writing";
  let publishMs = 0;
  let seenHalfway = null as number | null;
  const { ms, probe } = await probeDuring(
    async () => {
      if (mode === "one-transaction") {
        const tx = await beginPgTransaction();
        for (const lines of all)
          await insertItemBatch(tx.sql, { projectId, kind: "generated_comment", lines });
        await tx.commit();
      } else if (mode === "short-transactions") {
        // On one connection, as a writer holds one (the embedded server's scheduler weighs connections).
        const client = await pgPool().connect();
        const sql = sqlOn(client);
        try {
          for (const lines of all) {
            await client.query("BEGIN");
            await insertItemBatch(sql, { projectId, kind: "generated_comment", lines });
            await client.query("COMMIT");
            await yieldLoop();
          }
        } finally {
          client.release();
        }
      } else if (mode === "hidden-batches") {
        const settings = parseProjectSettings({});
        const w = new ImportWriter({
          actorId: lead.id,
          projectId,
          kind: "generated_comment",
          settings,
          hidden: true,
        });
        try {
          for (const [b, lines] of all.entries()) {
            await w.add(lines);
            // The batch before this one is committed now: nobody else may see any of it.
            if (b === Math.floor(all.length / 2)) seenHalfway = await visibleItems(projectId);
            await yieldLoop();
          }
          await w.add([]);
          phase = "publishing";
          const p0 = performance.now();
          await w.commit({ lines: N, validLines: N });
          publishMs = performance.now() - p0;
        } finally {
          await w.rollback();
        }
      } else if (mode === "staging+publish") {
        await pgPool().query(
          `CREATE TEMP TABLE bench_stage (e text, l text, m jsonb, file_id text, model text, pl text, cp text, cs text, oc text, pc text)`,
        );
        for (const lines of all) {
          const col = (k: string) => lines.map((l) => (l as Record<string, unknown>)[k] ?? null);
          await pgPool().query(
            `INSERT INTO bench_stage SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
            [
              col("external_id"),
              col("language"),
              lines.map((l) => JSON.stringify(l.meta ?? null)),
              col("file_id"),
              col("model"),
              col("programming_language"),
              col("code_prefix"),
              col("code_suffix"),
              col("original_comment"),
              col("predicted_comment"),
            ],
          );
          await yieldLoop();
        }
        phase = "publishing";
        const p0 = performance.now();
        await withPgTransaction(async (sql) => {
          await sql(
            `CREATE TEMP TABLE bench_ids ON COMMIT DROP AS
             WITH ins AS (INSERT INTO items (project_id, kind, external_id, language, meta, updated_at)
                          SELECT $1, 'generated_comment', e, l, m, now() FROM bench_stage ON CONFLICT (project_id, external_id) DO NOTHING RETURNING id, external_id)
             SELECT * FROM ins`,
            projectId,
          );
          await sql(
            `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
           SELECT ids.id, s.file_id, s.model, s.pl, s.cp, s.cs, s.oc, s.pc FROM bench_stage s JOIN bench_ids ids ON ids.external_id = s.e`,
          );
        });
        publishMs = performance.now() - p0;
        await pgPool().query("DROP TABLE bench_stage");
      } else throw new Error(`unknown mode ${mode}`);
    },
    () => phase,
  );
  const n = await visibleItems(projectId);
  if (n !== N) throw new Error(`${mode}: wrote ${n} of ${N}`);
  if (seenHalfway !== null && seenHalfway !== 0)
    throw new Error(`${mode}: ${seenHalfway} items visible before the publish`);
  const halfway = seenHalfway === null ? "" : `, ${seenHalfway} visible halfway`;
  console.log(
    `${mode}: write ${(ms / 1000).toFixed(2)} s${publishMs ? ` (publish transaction ${(publishMs / 1000).toFixed(2)} s)` : ""}${halfway}; others ${describeProbe(probe, EVERY)}`,
  );
}
await Promise.all([db.$disconnect(), closePgPool()]);
await database.stop();
rmSync(dir, { recursive: true, force: true });
