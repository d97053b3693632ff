// Imports every kind through Accord's import and compares each with two baselines on the same
// server: COPY FROM of the same rows into one flat table (no indexes, no validation: the issue's
// baseline), and COPY FROM into Accord's own tables (items + the kind's, with their indexes,
// constraints and triggers, rolled back: the schema's floor, bench/schema-copy-baseline.ts).
// Order: generated comments, READMEs, dialogues, then QA pairs linked to those dialogues by
// dialogue_external_id — by then the database holds everything imported before (≥ 100k items at
// the default size), so the linked import shows whether a line's cost grows with the database —
// then model answers, then `prior`: generated comments each with one prior annotation (overlap 2). While the first
// import runs, 20 other annotators claim and submit in a small project, open loop: one request
// every 50 ms (--probe-every) whatever the earlier ones do (bench/open-loop-probe.ts; p50/p95/max of claim+submit).
// Usage: BENCH_DATABASE_URL=postgresql://… npm run bench:import [-- --lines 100000 --kinds generated_comment,qa_pair,prior] [--answer-chars 1000]
// Without BENCH_DATABASE_URL it runs on a fresh embedded PGlite (no COPY baselines there), served
// by a process of its own as `npm start` serves it (`--db apart`, bench/embedded-apart.ts), or
// opened in this process, on the thread that also reads, validates and probes (`--db in-process`).
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemKind } from "@/lib/items/item-kinds";
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { runSchemaCopy, writeSchemaCopy } from "./schema-copy-baseline";

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "100000" },
    kinds: {
      type: "string",
      default: "generated_comment,readme,dialogue,qa_pair,model_answer,prior",
    },
    "probe-every": { type: "string", default: "50" },
    db: { type: "string", default: "apart" },
    // The sampled share of every project the bench imports into (SPEC §2 Sampling): below 1 the
    // import's end decides each new item (decision 024), over the project's strata by language.
    "overlap-fraction": { type: "string", default: "1" },
    // Model answers as long as released eval files' (SimpleDevQA's: about 1,000 characters).
    "answer-chars": { type: "string", default: "0" },
  },
});
const ANSWER_CHARS = Number(values["answer-chars"]);
const N = Number(values.lines);
/** An item kind, or `prior`: generated comments with one prior annotation each. */
type BenchKind = ItemKind | "prior";
const kinds = values.kinds.split(",") as BenchKind[];
const itemKindOf = (k: BenchKind): ItemKind => (k === "prior" ? "generated_comment" : k);
const dir = mkdtempSync(path.join(tmpdir(), "accord-bench-"));
const serverUrl = process.env.BENCH_DATABASE_URL;
process.env.ACCORD_DATA_DIR = path.join(dir, "data");
if (serverUrl) process.env.DATABASE_URL = serverUrl;
else delete process.env.DATABASE_URL;

const languages = ["en", "zh", "ru", "nl", "el", "pl"];
const models = [
  "google/codegemma-7b",
  "bigcode/starcoder2-7b",
  "meta-llama/CodeLlama-7b-hf",
  "Qwen/CodeQwen1.5-7B",
];
const lineOf: Record<BenchKind, (i: number) => Record<string, unknown>> = {
  generated_comment: (i) => {
    const lang = languages[i % languages.length];
    return {
      kind: "generated_comment",
      external_id: `f${Math.floor(i / 4)}:${i % 4}`,
      file_id: `f${Math.floor(i / 4)}`,
      language: lang,
      model: models[i % 4],
      programming_language: "java",
      code_prefix: `package bench;\n\npublic class Cart${i} {\n    private final java.util.List<Item> items = new java.util.ArrayList<>();\n\n    /**\n     * `,
      code_suffix: `\n     */\n    public long total() {\n        long sum = 0;\n        for (Item it : items) sum += it.price() * it.quantity();\n        return sum;\n    }\n}\n`,
      original_comment:
        lang === "zh"
          ? "返回购物车中所有商品的总价。"
          : lang === "el"
            ? "Επιστρέφει το συνολικό κόστος του καλαθιού."
            : "Returns the total price of all items in the cart.",
      predicted_comment: i % 10 === 0 ? "" : "Computes the sum of item prices times quantities.",
      meta: { bench: true, n: i },
    };
  },
  readme: (i) => ({ ...itemLineExamples.readme, external_id: `r${i}`, repo: `bench/repo-${i}` }),
  dialogue: (i) => ({
    ...itemLineExamples.dialogue,
    external_id: `wc-${i}`,
    language: languages[i % 3],
  }),
  qa_pair: (i) => ({
    ...itemLineExamples.qa_pair,
    external_id: `sdqa-${i}`,
    dialogue_external_id: `wc-${i}`,
    language: languages[i % 3],
  }),
  model_answer: (i) => ({
    ...itemLineExamples.model_answer,
    ...(ANSWER_CHARS > 0 ? { predicted_answer: `${i} `.padEnd(ANSWER_CHARS, "answer text ") } : {}),
    external_id: `ma-${i}`,
    model: models[i % 4],
    language: languages[i % 3],
  }),
  prior: (i) => ({
    ...lineOf.generated_comment(i),
    external_id: `p${i}`,
    prior_annotations: [
      {
        annotator: "katzy-expert",
        annotation: {
          accuracy: i % 3 ? "correct" : "incorrect",
          error_codes: i % 3 ? [] : ["SE-HA3"],
        },
        submitted_at: "2024-05-01T10:00:00Z",
      },
    ],
  }),
};

/** The kind's lines as JSONL, and the same rows flat as CSV (nested values as JSON text) for COPY. */
async function writeFiles(kind: BenchKind) {
  const jsonl = path.join(dir, `${kind}.jsonl`);
  const csv = path.join(dir, `${kind}.csv`);
  const a = createWriteStream(jsonl);
  const b = createWriteStream(csv);
  const q = (v: unknown) =>
    v === undefined || v === null
      ? ""
      : `"${(typeof v === "string" ? v : JSON.stringify(v)).replaceAll('"', '""')}"`;
  const columns = Object.keys(lineOf[kind](0));
  for (let i = 0; i < N; i++) {
    const l = lineOf[kind](i);
    if (!a.write(JSON.stringify(l) + "\n"))
      await new Promise<void>((r) => a.once("drain", () => r()));
    if (!b.write(columns.map((c) => q(l[c])).join(",") + "\n"))
      await new Promise<void>((r) => b.once("drain", () => r()));
  }
  await Promise.all([
    new Promise<void>((r) => a.end(() => r())),
    new Promise<void>((r) => b.end(() => r())),
  ]);
  return { jsonl, csv, columns };
}

function copyBaseline(url: string, csv: string, columns: string[]): number {
  const client = (sql: string) =>
    spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", sql], { encoding: "utf8" });
  client(
    `DROP TABLE IF EXISTS bench_copy; CREATE TABLE bench_copy (${columns.map((c) => `"${c}" text`).join(", ")})`,
  );
  const t = performance.now();
  const res = client(`\\copy bench_copy FROM '${csv}' WITH (FORMAT csv)`);
  const ms = performance.now() - t;
  if (res.status !== 0) throw new Error(res.stderr);
  client("DROP TABLE bench_copy");
  return ms;
}

if (values.db !== "apart" && values.db !== "in-process")
  throw new Error("--db is apart or in-process");
const apart =
  !serverUrl && values.db === "apart"
    ? await (await import("./embedded-apart")).embeddedApart()
    : null;
const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase();
const { makeProject, makeUser } = await import("../tests/factories");
const { importItems } = await import("@/lib/items/import/import-items");
const { makeOpenLoopProbe, describeProbe } = await import("./open-loop-probe");
const { pgPool } = await import("@/lib/db/pg-pool");
const { db } = await import("@/lib/db");

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
console.log(
  `database: ${database.isEmbedded ? `embedded PGlite, ${apart ? "served by a process of its own (as npm start)" : "in this process"}` : "PostgreSQL server"}; ${fmt(N)} lines per kind`,
);
/** The database process's peak RSS so far (VmHWM), when it runs apart. */
const dbPeak = () =>
  apart
    ? Number(
        /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${apart.pid}/status`, "utf8"))?.[1] ?? NaN,
      ) / 1024
    : null;

// Someone else's work while the first import runs (open loop, bench/open-loop-probe.ts), and the
// same probe with nothing else running first, for comparison.
const PROBE_EVERY = Number(values["probe-every"]);
const OVERLAP_FRACTION = Number(values["overlap-fraction"]);
const probeDuring = await makeOpenLoopProbe({
  every: PROBE_EVERY,
  users: 20,
  items: 8000,
  line: lineOf.generated_comment,
});
const idle = await probeDuring(() => new Promise((r) => setTimeout(r, 3000)));
console.log(`others' claim+submit with no import, ${describeProbe(idle.probe, PROBE_EVERY)}`);

let plainCommentsMs = 0;
// The QA pairs' source dialogue project (SPEC §2): the dialogue run's project.
let dialogueProjectId: number | null = null;
for (const [n, kind] of kinds.entries()) {
  const files = await writeFiles(kind);
  const mb = statSync(files.jsonl).size / 1024 / 1024;
  const itemsBefore = Number(
    (await pgPool().query<{ n: string }>("SELECT count(*) AS n FROM items")).rows[0].n,
  );
  const lead = await makeUser("lead");
  const { id: projectId } = await makeProject({ kind: itemKindOf(kind), lead });
  if (kind === "dialogue") dialogueProjectId = projectId;
  if (kind === "qa_pair")
    await pgPool().query(
      `UPDATE projects SET settings = settings || jsonb_build_object('dialogueProjectId', $2::int) WHERE id = $1`,
      [projectId, dialogueProjectId],
    );
  if (OVERLAP_FRACTION < 1)
    await pgPool().query(
      `UPDATE projects SET settings = settings || jsonb_build_object('overlapFraction', $2::numeric, 'overlapStrata', '["language"]'::jsonb) WHERE id = $1`,
      [projectId, OVERLAP_FRACTION],
    );

  let peak = process.memoryUsage().rss;
  const rssBefore = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  let importPhase = "starting";
  const phaseStart: Record<string, number> = {};
  let lastProgress = 0;
  const t0 = performance.now();
  const runImport = () =>
    importItems({
      actor: lead,
      projectId,
      records: () => jsonlRecords(createReadStream(files.jsonl)),
      onProgress: (p) => {
        if (p.phase !== importPhase) phaseStart[(importPhase = p.phase)] = performance.now() - t0;
        lastProgress = performance.now() - t0;
      },
    });
  const {
    value: result,
    ms,
    probe,
  } = n === 0
    ? await probeDuring(runImport, () => importPhase)
    : { value: await runImport(), ms: performance.now() - t0, probe: null };
  clearInterval(sampler);
  if (result.imported !== N) throw new Error(`imported ${result.imported} of ${N}`);

  console.log(
    `\n${kind} (${mb.toFixed(1)} MiB JSONL; ${fmt(itemsBefore)} items in the database before)`,
  );
  console.log(
    `  accord import:     ${(ms / 1000).toFixed(2)} s  → ${fmt(N / (ms / 1000))} lines/s; after the last batch (sampling, audit, commit): ${((ms - lastProgress) / 1000).toFixed(2)} s`,
  );
  const dbRss = dbPeak();
  console.log(
    `  peak RSS:          ${fmt(peak / 1024 / 1024)} MiB (${fmt(rssBefore / 1024 / 1024)} MiB before)${dbRss === null ? "" : `; the database's process: ${fmt(dbRss)} MiB`}`,
  );
  if (probe) {
    console.log(
      `  phases began at (s): ${Object.entries(phaseStart)
        .map(([p, t]) => `${p} ${(t / 1000).toFixed(2)}`)
        .join(", ")}`,
    );
    console.log(`  others' claim+submit during it, ${describeProbe(probe, PROBE_EVERY)}`);
  }
  if (kind === "prior" && plainCommentsMs)
    console.log(
      `  ${(ms / plainCommentsMs).toFixed(2)}× the time of the plain generated comments above`,
    );
  if (kind === "generated_comment") plainCommentsMs = ms;
  if (serverUrl) {
    const copyMs = copyBaseline(serverUrl, files.csv, files.columns);
    console.log(
      `  COPY FROM (psql), one flat table:  ${(copyMs / 1000).toFixed(2)} s  → ${fmt(N / (copyMs / 1000))} lines/s; accord at ${((copyMs / ms) * 100).toFixed(1)} % of it`,
    );
    if (kind !== "prior") {
      const top = Number(
        (await pgPool().query<{ n: string }>("SELECT COALESCE(max(id), 0) AS n FROM items")).rows[0]
          .n,
      );
      const { id: floorProject } = await makeProject({ kind, lead });
      const script = await writeSchemaCopy({
        dir,
        kind,
        projectId: floorProject,
        firstId: top + 1_000_000,
        lines: Array.from({ length: N }, (_, i) => lineOf[kind](i)),
      });
      const floorMs = runSchemaCopy(serverUrl, script);
      console.log(
        `  COPY FROM (psql) into Accord's tables, rolled back:  ${(floorMs / 1000).toFixed(2)} s  → ${fmt(N / (floorMs / 1000))} lines/s; accord at ${((floorMs / ms) * 100).toFixed(1)} % of it`,
      );
    }
  }
}
const { closePgPool } = await import("@/lib/db/pg-pool");
await Promise.all([db.$disconnect(), closePgPool()]);
await database.stop();
await apart?.stop();
rmSync(dir, { recursive: true, force: true });
