// Downloads the bundle of a release of 20k lines of ~5 KB (3 languages) through openReleaseBundle
// to nowhere, timing it and sampling this process's RSS; the lines are seeded with SQL.
// Usage: npm run bench:bundle [-- --lines 20000]  (embedded database in a temp dir, served by a
// process of its own as `npm start` does), or BENCH_DATABASE_URL=postgresql://… for a server
// (its public schema is dropped and recreated: use a database of its own).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { lines: { type: "string", default: "20000" } } });
const N = Number(values.lines);
const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = serverUrl ? null : mkdtempSync(path.join(tmpdir(), "accord-bench-bundle-"));
if (serverUrl) process.env.DATABASE_URL = serverUrl;
else process.env.ACCORD_DATA_DIR = dataDir!;

const apart = serverUrl ? null : await (await import("./embedded-apart")).embeddedApart();
const { freshBenchDatabase, seedBenchProject } = await import("./seed-sql");
const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase({ migrate: !serverUrl });
const { openReleaseBundle } = await import("@/lib/releases/bundle/open-release-bundle");
const { closePgPool } = await import("@/lib/db/pg-pool");

// Lines shaped like a QA export line; question and answer 2.4 KB each of varied text.
const lineSql = `json_build_object(
  'schema_version', 1, 'kind', 'qa_pair', 'external_id', 'r-' || lpad(g::text, 7, '0'),
  'language', (ARRAY['en','zh','ru'])[g % 3 + 1], 'question', t.text, 'answer', reverse(t.text),
  'difficulty', 'easy', 'domain', 'go', 'dialogue_external_id', null, 'references', json_build_array('https://go.dev/'),
  'meta', json_build_object('n', g), 'status', 'gold', 'source', 'unanimous',
  'gold', json_build_object('verdict', 'accept', 'answer_label', 'correct', 'citations', json_build_array(json_build_object('url', 'https://go.dev/', 'cited_by', json_build_array('p-1', 'p-2')))),
  'annotations', json_build_array(json_build_object('annotator', 'p-1', 'imported', false, 'submitted_at', '2026-12-01T00:00:00.000Z', 'time_spent_ms', 61000, 'annotation', json_build_object('verdict', 'accept'))),
  'adjudication', null, 'machine_annotations', json_build_array(), 'validation', json_build_array())::text`;

async function seed(): Promise<{
  releaseId: number;
  lead: Parameters<typeof openReleaseBundle>[0]["actor"];
}> {
  const { client, q } = serverUrl
    ? await freshBenchDatabase(serverUrl)
    : await (async () => {
        const { default: pg } = await import("pg");
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        return {
          client: c,
          q: async <T extends import("pg").QueryResultRow>(sql: string, params: unknown[] = []) =>
            (await c.query<T>(sql, params)).rows,
        };
      })();
  const { projectId, lead } = await seedBenchProject(q, {
    name: "bench bundle",
    kind: "qa_pair",
    annotators: ["ana"],
  });
  const [{ id: releaseId }] = await q<{ id: number }>(
    `INSERT INTO releases (project_id, version, title, license, sha256, line_count, counts, agreement, guideline_versions, settings, created_by_id)
     VALUES ($1, '1.0.0', 'Bench', 'CC-BY-4.0', '', $2, '{}', '{}', '{1}', '{}', $3) RETURNING id`,
    [projectId, N, lead.id],
  );
  for (let from = 0; from < N; from += 5000)
    await q(
      `INSERT INTO release_lines (release_id, external_id, language, line)
       SELECT $1, 'r-' || lpad(g::text, 7, '0'), (ARRAY['en','zh','ru'])[g % 3 + 1], ${lineSql}
         FROM generate_series($2::int, $3::int) g,
              LATERAL (SELECT string_agg(md5(g::text || ':' || i), ' ') AS text FROM generate_series(1, 72) i) t`,
      [releaseId, from, Math.min(from + 5000, N) - 1],
    );
  await q("ANALYZE release_lines");
  await client.end();
  return { releaseId, lead };
}

const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
try {
  const { releaseId, lead } = await seed();
  const [{ bytes: jsonlBytes }] = (
    await (
      await import("@/lib/db/pg-pool")
    )
      .pgPool()
      .query<{ bytes: string }>(
        "SELECT sum(octet_length(line) + 1)::bigint AS bytes FROM release_lines WHERE release_id = $1",
        [releaseId],
      )
  ).rows;
  // The one pass that types the Parquet columns, alone.
  const { releaseKeyTypesSql } = await import("@/lib/releases/bundle/parquet-columns");
  const t1 = performance.now();
  await (await import("@/lib/db/pg-pool")).pgPool().query(releaseKeyTypesSql, [releaseId]);
  const typesMs = performance.now() - t1;
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const bundle = await openReleaseBundle({ actor: lead, releaseId });
  const reader = bundle.stream.getReader();
  let gz = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read())
    gz += next.value.length;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const dbPeak = apart
    ? Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${apart.pid}/status`, "utf8"))?.[1]) *
      1024
    : null;
  console.log(
    [
      `database: ${serverUrl ? "PostgreSQL server" : "embedded PGlite, served apart"}`,
      `${N.toLocaleString("en")} lines, ${mib(Number(jsonlBytes))} of JSONL (written twice: all + its language)`,
      `bundle: ${mib(gz)} gzipped in ${(ms / 1000).toFixed(1)} s (the column-type pass alone: ${(typesMs / 1000).toFixed(1)} s)`,
      `RSS before ${mib(before)}, peak ${mib(peak)} (+${mib(peak - before)})`,
      ...(dbPeak ? [`database process peak RSS ${mib(dbPeak)}`] : []),
    ].join("\n"),
  );
} finally {
  await closePgPool();
  await database.stop();
  await apart?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
