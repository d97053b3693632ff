// Times getDataHealth (SPEC §5 "Data health") on a model_answer project shaped like SimpleDevQA's
// eval files: 20 models × 2,500 questions (50k items, answers of about 1 KB), one model's answers
// another's, one evaluated on another question set, one lacking 47 questions, a few repeated
// questions, blank answers and U+FFFD. Seeds with SQL (generate_series), not through the app.
// Usage: BENCH_DATABASE_URL=postgresql://… npm run bench:health -- [--questions 2500] [--models 20] [--runs 7] [--alike 0]
// The database's public schema is dropped and recreated: use a database of its own.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    questions: { type: "string", default: "2500" },
    models: { type: "string", default: "20" },
    runs: { type: "string", default: "7" },
    // Questions every model answers alike ("I don't know."): every pair then has its common questions counted.
    alike: { type: "string", default: "0" },
  },
});
const [Q, M, RUNS, ALIKE] = [values.questions, values.models, values.runs, values.alike].map(
  Number,
);
const url =
  process.env.BENCH_DATABASE_URL ?? "postgresql://accord:accord@127.0.0.1:5432/accord_bench_health";
process.env.DATABASE_URL = url;

const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { getDataHealth } = await import("@/lib/health/get-data-health");
const { closePgPool, pgPool } = await import("@/lib/db/pg-pool");

// Model 1 copies model 0 (but for 2 answers); model M-1 answers 900 other questions; model M-2
// lacks the first 47; model 2 asks q1's question again at q2–q4; model 3 has 5 blank answers and 3
// with U+FFFD.
async function seed() {
  const { client, q } = await freshBenchDatabase(url);
  const { projectId, lead } = await seedBenchProject(q, {
    name: "bench health",
    kind: "model_answer",
    annotators: [],
  });
  await q(
    `INSERT INTO items (project_id, kind, external_id, language, updated_at)
     SELECT $1, 'model_answer', 'm' || m || ':' || n, (ARRAY['en','zh','ru'])[n % 3 + 1], now()
       FROM generate_series(0, $2 - 1) m, generate_series(0, $3 - 1) n
      WHERE NOT (m = $2 - 2 AND n < 47)`,
    [projectId, M, Q],
  );
  await q(
    `INSERT INTO model_answers (item_id, question, reference_answer, predicted_answer, model, run)
     SELECT id, 'Question ' || (CASE WHEN m = $2 - 1 AND n < 900 THEN n + 100000 WHEN m = 2 AND n BETWEEN 2 AND 4 THEN 1 ELSE n END)
                || ': how does one configure the build for this platform?',
            'The reference answer to question ' || n || '.',
            CASE WHEN n >= $3::int - $4::int THEN 'I don''t know.'
                 WHEN m = 3 AND n < 5 THEN ''
                 WHEN m = 3 AND n < 8 THEN 'Broken ' || chr(65533) || ' answer ' || n
                 ELSE 'Model ' || (CASE WHEN m = 1 AND n > 1 THEN 0 ELSE m END) || ' answers ' || n || ': '
                      || repeat('set the flag, rebuild, and check the output. ', 22) END,
            'model-' || m, 1
       FROM (SELECT id, split_part(substr(external_id, 2), ':', 1)::int AS m, split_part(external_id, ':', 2)::int AS n
               FROM items WHERE project_id = $1) s`,
    [projectId, M, Q, ALIKE],
  );
  await q("VACUUM ANALYZE");
  await client.end();
  return { projectId, lead };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// What reading the project's rows once costs on this machine now, the yardstick for the load.
const SCAN = `SELECT count(*) FILTER (WHERE k.predicted_answer = '' OR k.question = '') FROM items i
  JOIN model_answers k ON k.item_id = i.id WHERE i.project_id = $1`;

const { projectId, lead } = await seed();
const times: number[] = [];
const scans: number[] = [];
let findings: Awaited<ReturnType<typeof getDataHealth>>["findings"] = [];
for (let i = 0; i <= RUNS; i++) {
  const t0 = performance.now();
  ({ findings } = await getDataHealth({ actor: lead, projectId }));
  const t1 = performance.now();
  await pgPool().query(SCAN, [projectId]);
  // The first run warms the cache.
  if (i > 0) times.push(t1 - t0);
  if (i > 0) scans.push(performance.now() - t1);
}
const ms = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
console.log(
  `items: ${(M * Q - 47).toLocaleString("en")} (${M} models × ${Q} questions − 47; ${ALIKE} answered alike)`,
);
console.log(`getDataHealth: ${ms(times)} over ${RUNS} runs`);
console.log(
  `one scan of the rows: ${ms(scans)}; ratio of medians ${(median(times) / median(scans)).toFixed(1)}`,
);
for (const f of findings) console.log(`  ${f.severity.padEnd(7)} ${f.code}: ${f.message}`);
await closePgPool();
