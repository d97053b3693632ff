// The revise-window sweep (decision 048) on a project of 100k generated-comment items: its time
// per call when nothing is due (the common case: every tick, and before each lead read), and when
// 1 % of the items' windows have just closed. Target (decision 048): < 5 ms per idle project per
// tick. Then the server's tick (decision 064), which reads only the windows closed since the last.
// Seeds with SQL; one EXPLAIN ANALYZE of the idle scan.
// Usage: BENCH_DATABASE_URL=postgresql://… npx tsx --conditions=react-server bench/revise-sweep.ts [--items 100000]
// The database's public schema is dropped and recreated: use a database of its own.
import os from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { items: { type: "string", default: "100000" } } });
const N = Number(values.items);
const url =
  process.env.BENCH_DATABASE_URL ?? "postgresql://accord:accord@127.0.0.1:5432/accord_bench_sweep";
process.env.DATABASE_URL = url;

const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { closedWindowSweeper, sweepClosedWindows } = await import("@/lib/gold/sweep-closed-windows");
const { fullItemsWhere } = await import("@/lib/gold/compare-full-items");
const { closePgPool } = await import("@/lib/db/pg-pool");

const { client, q } = await freshBenchDatabase(url);
const {
  projectId,
  annotatorIds: [ana, ben],
} = await seedBenchProject(q, {
  name: "bench sweep",
  kind: "generated_comment",
  annotators: ["ana", "ben"],
});
await q(`UPDATE projects SET settings = '{"overlap": 2, "reviseMinutes": 10}' WHERE id = $1`, [
  projectId,
]);
const t0 = Date.now();
// Half the items have Ana's annotation (in annotation, waiting for a second); 2 % have both, with
// Ben's window still open; the rest are untouched.
await q(
  `INSERT INTO items (project_id, kind, external_id, language, status, annotation_count, updated_at)
   SELECT $1, 'generated_comment', 'f' || g, 'en', (CASE WHEN g % 2 = 0 THEN 'in_annotation' ELSE 'pending' END)::"ItemStatus",
          CASE WHEN g % 50 = 0 THEN 2 WHEN g % 2 = 0 THEN 1 ELSE 0 END, now()
     FROM generate_series(0, $2 - 1) g`,
  [projectId, N],
);
await q(
  `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
   SELECT id, external_id, 'bigcode/starcoder2-7b', 'java', 'class A {', '}', 'Adds', 'Adds ' || id FROM items WHERE project_id = $1`,
  [projectId],
);
const ann = (who: number, where: string) =>
  q(
    `INSERT INTO annotations (item_id, user_id, data, time_spent_ms, revisable_until)
     SELECT id, $2, '{"accuracy": "partially_correct", "error_codes": ["MS-CC"], "notes": ""}', 1000, now() + interval '10 minutes' FROM items WHERE project_id = $1 AND ${where}`,
    [projectId, who],
  );
await ann(ana, "annotation_count >= 1");
await ann(ben, "annotation_count = 2");
await q(`UPDATE annotations SET revisable_until = now() - interval '1 minute' WHERE user_id = $1`, [
  ana,
]);
await q("VACUUM ANALYZE");
console.log(
  `load ${os.loadavg()[0].toFixed(1)}; seeded ${N} items (${N / 2} in annotation, ${N / 50} full with a window open) in ${Date.now() - t0} ms`,
);

async function timed(label: string, runs: number) {
  const times: number[] = [];
  let compared = 0;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    compared += (await sweepClosedWindows({ projectId })).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${runs} | ${compared} | ${times[Math.floor(runs / 2)].toFixed(1)} | ${times[runs - 1].toFixed(1)} |`,
  );
}
console.log(
  "| case | runs | items compared | median ms | max ms |\n| --- | ---: | ---: | ---: | ---: |",
);
await timed("idle (every window open)", 21);
await q(
  `UPDATE annotations SET revisable_until = now() - interval '1 second' WHERE user_id = $1 AND item_id IN (SELECT id FROM items WHERE project_id = $2 AND annotation_count = 2 AND id % 2 = 1)`,
  [ben, projectId],
);
await timed("the full items' last windows just closed (one call compares them)", 1);
await timed("idle again", 21);
// The server's tick: a full first run, then only the windows closed since the last tick.
const sweeper = closedWindowSweeper();
async function ticks(label: string, runs: number) {
  const times: number[] = [];
  let compared = 0;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    compared += await sweeper.tick();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${runs} | ${compared} | ${times[Math.floor(runs / 2)].toFixed(1)} | ${times[runs - 1].toFixed(1)} |`,
  );
}
await ticks("tick: the first (a full sweep)", 1);
await ticks("tick: idle (windows open, none closed since the last)", 21);
// 1,000 more items get Ben's annotation, their windows closing in a second.
await q(
  `WITH picked AS (UPDATE items SET annotation_count = 2 WHERE id IN (SELECT id FROM items WHERE project_id = $1 AND annotation_count = 1 ORDER BY id LIMIT 1000) RETURNING id)
   INSERT INTO annotations (item_id, user_id, data, time_spent_ms, revisable_until)
   SELECT id, $2, '{"accuracy": "partially_correct", "error_codes": ["MS-CC"], "notes": ""}', 1000, now() + interval '1 second' FROM picked`,
  [projectId, ben],
);
await new Promise((r) => setTimeout(r, 1_500));
await ticks("tick: 1,000 more full items' last windows closed since the last", 1);
await ticks("tick: idle again", 21);
// The sweep's own condition (compareFullItems), all of the project's items: $3 NULL.
const plan = await q<{ "QUERY PLAN": string }>(
  `EXPLAIN (ANALYZE, COSTS OFF) SELECT i.id FROM items i WHERE ${fullItemsWhere} ORDER BY i.id`,
  [projectId, 2, null],
);
console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
await client.end();
await closePgPool();
