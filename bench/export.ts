// Streams the gold export of 100k generated-comment items through openExportStream to nowhere,
// counting lines and sampling RSS, beside `psql COPY (SELECT row_to_json(...)) TO STDOUT` of the
// same query on the same server. Seeds with SQL (generate_series), not through the app.
// Usage: BENCH_DATABASE_URL=postgresql://… npx tsx --conditions=react-server bench/export.ts [--items 100000]
// The database's public schema is dropped and recreated: use a database of its own.
import { spawnSync } from "node:child_process";
import { openSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { items: { type: "string", default: "100000" } } });
const N = Number(values.items);
const url =
  process.env.BENCH_DATABASE_URL ?? "postgresql://accord:accord@127.0.0.1:5432/accord_bench_export";
process.env.DATABASE_URL = url;

const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { openExportStream } = await import("@/lib/export/open-export-stream");
const { closePgPool } = await import("@/lib/db/pg-pool");

async function seed(): Promise<{
  projectId: number;
  lead: { id: number; email: string; name: string; role: "lead" };
}> {
  const { client, q } = await freshBenchDatabase(url);
  const {
    projectId,
    lead,
    annotatorIds: [ana, ben, cy],
  } = await seedBenchProject(q, {
    name: "bench export",
    kind: "generated_comment",
    annotators: ["ana", "ben", "cy"],
  });
  await q(
    `INSERT INTO items (project_id, kind, external_id, language, status, annotation_count, meta, updated_at)
     SELECT $1, 'generated_comment', 'f' || (g / 4) || ':' || (g % 4), (ARRAY['en','zh','ru','nl','el','pl'])[g % 6 + 1],
            (CASE WHEN g % 2 = 0 THEN 'agreed' ELSE 'gold' END)::"ItemStatus", 2, jsonb_build_object('bench', true, 'n', g), now()
       FROM generate_series(0, $2 - 1) g`,
    [projectId, N],
  );
  await q(
    `INSERT INTO generated_comments (item_id, file_id, model, programming_language, code_prefix, code_suffix, original_comment, predicted_comment)
     SELECT id, split_part(external_id, ':', 1), (ARRAY['google/codegemma-7b','bigcode/starcoder2-7b','Qwen/CodeQwen1.5-7B'])[id % 3 + 1], 'java',
            E'package bench;\\n\\npublic class Cart' || id || E' {\\n    private final java.util.List<Item> items = new java.util.ArrayList<>();\\n\\n    /**\\n     * ',
            E'\\n     */\\n    public long total() {\\n        long sum = 0;\\n        for (Item it : items) sum += it.price() * it.quantity();\\n        return sum;\\n    }\\n}\\n',
            'Επιστρέφει το συνολικό κόστος του καλαθιού.', 'Computes the sum of item prices times quantities.'
       FROM items WHERE project_id = $1`,
    [projectId],
  );
  const label = (accuracy: string, codes: string) =>
    `jsonb_build_object('accuracy', '${accuracy}', 'error_codes', '${codes}'::jsonb, 'notes', '')`;
  await q(
    `INSERT INTO annotations (item_id, user_id, data, time_spent_ms, submitted_at) SELECT id, $2, ${label("partially_correct", '["MS-CC","LG-GR3"]')}, 61000, now() - interval '2 hours' FROM items WHERE project_id = $1`,
    [projectId, ana],
  );
  await q(
    `INSERT INTO annotations (item_id, user_id, data, time_spent_ms, submitted_at) SELECT id, $2, CASE WHEN status = 'agreed' THEN ${label("partially_correct", '["LG-GR3","MS-CC"]')} ELSE ${label("incorrect", '["SE-HA3"]')} END, 45000, now() - interval '1 hour' FROM items WHERE project_id = $1`,
    [projectId, ben],
  );
  await q(
    `INSERT INTO gold_records (item_id, source, data, updated_at)
     SELECT a.item_id, (CASE WHEN i.status = 'agreed' THEN 'unanimous' ELSE 'adjudicated' END)::"GoldSource", a.data, now()
       FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1 AND a.user_id = $2`,
    [projectId, ben],
  );
  await q(
    `INSERT INTO adjudications (item_id, adjudicator_id, status, lease_expires_at, choice, rationale, claimed_at, resolved_at)
     SELECT id, $2, 'resolved', now(), 'b', 'B found the hallucinated sum.', now(), now() FROM items WHERE project_id = $1 AND status = 'gold'`,
    [projectId, cy],
  );
  await q("VACUUM ANALYZE");
  await client.end();
  return { projectId, lead };
}

async function accordExport(projectId: number, lead: Awaited<ReturnType<typeof seed>>["lead"]) {
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 20);
  const t0 = performance.now();
  const e = await openExportStream({
    actor: lead,
    projectId,
    statuses: ["gold"],
    identities: "emails",
  });
  const reader = e.stream.getReader();
  let lines = 0;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
    for (let i = next.value.indexOf(10); i !== -1; i = next.value.indexOf(10, i + 1)) lines += 1;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (lines !== N) throw new Error(`exported ${lines} of ${N} lines`);
  return { ms, lines, bytes, rss };
}

// The same information in one statement, one JSON object per item: the item, its gold, its
// annotations and its adjudication, in the same order. What PostgreSQL alone takes to emit it.
const sameDataSql = (projectId: number) => `
SELECT i.external_id, i.language, i.status, i.meta, k.file_id, k.model, k.programming_language, k.code_prefix, k.code_suffix,
       k.original_comment, k.predicted_comment, g.source, g.data AS gold,
  (SELECT json_agg(json_build_object('annotator', u.email, 'submitted_at', a.submitted_at, 'time_spent_ms', a.time_spent_ms, 'annotation', a.data) ORDER BY a.submitted_at, a.id)
     FROM annotations a JOIN users u ON u.id = a.user_id WHERE a.item_id = i.id) AS annotations,
  (SELECT json_build_object('adjudicator', u.email, 'resolved_at', d.resolved_at, 'rationale', d.rationale, 'choice', d.choice)
     FROM adjudications d JOIN users u ON u.id = d.adjudicator_id WHERE d.item_id = i.id AND d.status = 'resolved' ORDER BY d.resolved_at DESC LIMIT 1) AS adjudication
FROM items i JOIN generated_comments k ON k.item_id = i.id LEFT JOIN gold_records g ON g.item_id = i.id
WHERE i.project_id = ${projectId} AND i.status IN ('gold', 'agreed') ORDER BY i.external_id COLLATE "C"`;

// JIT off, as in the export's transaction: compiling this plan costs seconds and saves nothing.
function copyBaseline(sql: string): number {
  const devNull = openSync("/dev/null", "w");
  const t0 = performance.now();
  const res = spawnSync(
    "psql",
    [url, "-v", "ON_ERROR_STOP=1", "-qc", `COPY (SELECT row_to_json(t) FROM (${sql}) t) TO STDOUT`],
    {
      stdio: ["ignore", devNull, "pipe"],
      encoding: "utf8",
      env: { ...process.env, PGOPTIONS: "-c jit=off" },
    },
  );
  const ms = performance.now() - t0;
  if (res.status !== 0) throw new Error(res.stderr);
  return ms;
}

const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
const perSecond = (ms: number) => Math.round((N / ms) * 1000).toLocaleString("en");

const { projectId, lead } = await seed();
const sameQuery = sameDataSql(projectId);
const flatQuery = `SELECT i.external_id, i.language, i.meta, k.*, g.source, g.data AS gold FROM items i JOIN generated_comments k ON k.item_id = i.id LEFT JOIN gold_records g ON g.item_id = i.id WHERE i.project_id = ${projectId} ORDER BY i.external_id COLLATE "C"`;

copyBaseline(sameQuery); // warm the cache
const runs = [await accordExport(projectId, lead), await accordExport(projectId, lead)];
const best = runs.reduce((x, y) => (y.ms < x.ms ? y : x));
const copyMs = Math.min(copyBaseline(sameQuery), copyBaseline(sameQuery));
const flatMs = Math.min(copyBaseline(flatQuery), copyBaseline(flatQuery));
const samples = best.rss;
const at = (f: number) =>
  mib(samples[Math.min(samples.length - 1, Math.floor(samples.length * f))] ?? 0);

console.log(
  `items: ${N.toLocaleString("en")} gold generated comments (2 annotations, gold, half adjudicated), ${mib(best.bytes)} of JSONL`,
);
console.log(
  `Accord export:        ${(best.ms / 1000).toFixed(2)} s → ${perSecond(best.ms)} lines/s (runs: ${runs.map((r) => (r.ms / 1000).toFixed(2)).join(", ")} s)`,
);
console.log(
  `RSS during export:    10% ${at(0.1)}, 50% ${at(0.5)}, 90% ${at(0.9)}; peak ${mib(Math.max(...samples))}`,
);
console.log(
  `COPY, same data:       ${(copyMs / 1000).toFixed(2)} s → ${perSecond(copyMs)} lines/s`,
);
console.log(
  `COPY, flat join:      ${(flatMs / 1000).toFixed(2)} s → ${perSecond(flatMs)} lines/s (no annotations or adjudication)`,
);
console.log(
  `ratio:                Accord at ${((copyMs / best.ms) * 100).toFixed(0)} % of COPY's throughput (same data)`,
);
await closePgPool();
