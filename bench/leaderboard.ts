// The model leaderboard over 50,000 graded model answers (12 models × 3 languages, some models with
// two runs) with human gold on every item and one judge run over all of them (2 % failures): times
// getLeaderboard end to end, cold (no remembered intervals) and warm, against the raw GROUP BY of
// the same answers by model, language, run and grade. Median of 11 after a warm-up.
// Usage: BENCH_DATABASE_URL=postgresql://…/board_bench npx tsx --conditions=react-server bench/leaderboard.ts [-- --items 50000]
import os from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { items: { type: "string", default: "50000" } } });
const N = Number(values.items);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL database of the bench's own.");
process.env.DATABASE_URL = url;

const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { client, q } = await freshBenchDatabase(url);
const { getLeaderboard } = await import("@/lib/leaderboard/get-leaderboard");
const { clearIntervalMemo } = await import("@/lib/agreement/interval-memo");
const { pgPool } = await import("@/lib/db/pg-pool");

const MODELS = ["gpt-4o", "gpt-4o-mini", "claude-3.5-sonnet", "claude-3-haiku", "Llama-3.1-70B"]
  .concat(["Llama-3.1-8B", "Qwen2.5-72B", "Qwen2.5-7B", "deepseek-v3", "deepseek-coder-v2"])
  .concat(["gemini-1.5-pro", "mistral-large"]);

async function seed() {
  const { projectId, lead } = await seedBenchProject(q, {
    name: "Leaderboard bench",
    kind: "model_answer",
    annotators: [],
  });
  // Model i answers correctly with probability 0.25 + 0.04·i; the first four ran twice.
  await q(
    `INSERT INTO items (project_id, kind, external_id, language, status, annotation_count)
     SELECT $1, 'model_answer', 'a-' || g, (ARRAY['en','zh','ru'])[(g / 12) % 3 + 1], 'gold', 1
       FROM generate_series(0, $2 - 1) g`,
    [projectId, N],
  );
  await q(
    `INSERT INTO model_answers (item_id, question, reference_answer, predicted_answer, model, run)
     SELECT id, 'q', 'r', 'p', ($2::text[])[id % 12 + 1], CASE WHEN id % 12 < 4 THEN 1 + (id / 12) % 2 ELSE 1 END
       FROM items WHERE project_id = $1`,
    [projectId, MODELS],
  );
  const grade = (
    salt: number,
  ) => `(CASE WHEN hashint4(id * ${salt}) % 1000 < 250 + 40 * (id % 12) THEN 'correct'
    WHEN hashint4(id * ${salt} + 1) % 100 < 15 THEN 'not_attempted' ELSE 'incorrect' END)`;
  await q(
    `INSERT INTO gold_records (item_id, source, data)
     SELECT id, 'single', jsonb_build_object('grade', ${grade(7)}, 'notes', '') FROM items WHERE project_id = $1`,
    [projectId],
  );
  const [{ id: runId }] = await q<{ id: number }>(
    `INSERT INTO machine_runs (project_id, name, model) VALUES ($1, 'judge', 'gpt-4o-mini') RETURNING id`,
    [projectId],
  );
  await q(
    `INSERT INTO annotations (item_id, machine_annotator, machine_run_id, data)
     SELECT id, 'judge', $2, jsonb_build_object('grade', CASE WHEN id % 10 < 9 THEN ${grade(7)} ELSE ${grade(11)} END)
       FROM items WHERE project_id = $1 AND id % 50 <> 0`,
    [projectId, runId],
  );
  await q(
    `INSERT INTO machine_failures (run_id, item_id, type)
     SELECT $2, id, 'unparseable' FROM items WHERE project_id = $1 AND id % 50 = 0`,
    [projectId, runId],
  );
  await q("VACUUM (ANALYZE) items, model_answers, gold_records, annotations, machine_failures");
  return { projectId, lead, runId };
}

// The same answers the leaderboard reads, grouped as it groups them, and nothing else.
const RAW = `
  SELECT g.grader, k.model, i.language, k.run, g.grade, count(*)
    FROM (SELECT item_id, 0 AS grader, data ->> 'grade' AS grade FROM gold_records
          UNION ALL
          SELECT item_id, machine_run_id, data ->> 'grade' FROM annotations WHERE machine_run_id = ANY($2::int[])) g
    JOIN items i ON i.id = g.item_id JOIN model_answers k ON k.item_id = i.id
   WHERE i.project_id = $1 GROUP BY 1, 2, 3, 4, 5`;

const RUNS = 11;
async function median(fn: () => Promise<unknown>, before?: () => void) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    before?.();
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[(RUNS - 1) / 2];
}

const { projectId, lead, runId } = await seed();
const actor = { id: lead.id, email: lead.email, name: lead.name, role: lead.role };
const board = () => getLeaderboard({ actor, projectId });
const raw = () => pgPool().query(RAW, [projectId, [runId]]);
const load = () => os.loadavg()[0].toFixed(2);
const loadBefore = load();
const rawMs = await median(raw);
const warmMs = await median(board);
const coldMs = await median(board, clearIntervalMemo);
const rows = (await board()).sources
  .map((s) => `${s.source} ${s.graded} graded, ${s.rows.length} rows`)
  .join("; ");
console.log(`items ${N}, answers graded ${2 * N - N / 50}, leaderboard rows ${rows}`);
console.log(`load average (1 min) before ${loadBefore}, after ${load()}`);
console.log(`raw GROUP BY            ${rawMs.toFixed(1)} ms`);
console.log(`leaderboard, warm       ${warmMs.toFixed(1)} ms  (${(warmMs / rawMs).toFixed(2)}×)`);
console.log(`leaderboard, cold       ${coldMs.toFixed(1)} ms  (${(coldMs / rawMs).toFixed(2)}×)`);
await client.end();
await pgPool().end();
