// Imports 100k generated-comment lines through Accord's import (validate every line, then
// write in one transaction) and compares with COPY FROM of the same rows on the same server.
// Usage: BENCH_DATABASE_URL=postgresql://… npm run bench:import [-- --lines 100000]
// Without BENCH_DATABASE_URL it runs on a fresh embedded PGlite (no COPY baseline there).
import { jsonlRecords } from "@/lib/items/import/sources/jsonl-records";
import { spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { lines: { type: "string", default: "100000" } } });
const N = Number(values.lines);
const dir = mkdtempSync(path.join(tmpdir(), "accord-bench-"));
const serverUrl = process.env.BENCH_DATABASE_URL;
process.env.ACCORD_DATA_DIR = path.join(dir, "data");
if (serverUrl) process.env.DATABASE_URL = serverUrl;
else delete process.env.DATABASE_URL;

const languages = ["en", "zh", "ru", "nl", "el", "pl"];
const models = ["google/codegemma-7b", "bigcode/starcoder2-7b", "meta-llama/CodeLlama-7b-hf", "Qwen/CodeQwen1.5-7B"];
function line(i: number) {
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
      lang === "zh" ? "返回购物车中所有商品的总价。" : lang === "el" ? "Επιστρέφει το συνολικό κόστος του καλαθιού." : "Returns the total price of all items in the cart.",
    predicted_comment: i % 10 === 0 ? "" : "Computes the sum of item prices times quantities.",
    meta: { bench: true, n: i },
  };
}

async function writeFiles() {
  const jsonl = path.join(dir, "items.jsonl");
  const csv = path.join(dir, "items.csv");
  const a = createWriteStream(jsonl);
  const b = createWriteStream(csv);
  const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
  for (let i = 0; i < N; i++) {
    const l = line(i);
    if (!a.write(JSON.stringify(l) + "\n")) await new Promise<void>((r) => a.once("drain", () => r()));
    const row = [
      l.external_id,
      l.file_id,
      l.language,
      l.model,
      l.programming_language,
      l.code_prefix,
      l.code_suffix,
      l.original_comment,
      l.predicted_comment,
      JSON.stringify(l.meta),
    ];
    if (!b.write(row.map(q).join(",") + "\n")) await new Promise<void>((r) => b.once("drain", () => r()));
  }
  await Promise.all([new Promise<void>((r) => a.end(() => r())), new Promise<void>((r) => b.end(() => r()))]);
  return { jsonl, csv };
}

function copyBaseline(url: string, csv: string): number {
  const client = (sql: string) => spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", sql], { encoding: "utf8" });
  client(
    "DROP TABLE IF EXISTS bench_copy; CREATE TABLE bench_copy (external_id text, file_id text, language text, model text, programming_language text, code_prefix text, code_suffix text, original_comment text, predicted_comment text, meta jsonb)",
  );
  const t = performance.now();
  const res = client(`\\copy bench_copy FROM '${csv}' WITH (FORMAT csv)`);
  const ms = performance.now() - t;
  if (res.status !== 0) throw new Error(res.stderr);
  client("DROP TABLE bench_copy");
  return ms;
}

const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase();
const { makeProject, makeUser } = await import("../tests/factories");
const { importItems } = await import("@/lib/items/import/import-items");
const { db } = await import("@/lib/db");

const files = await writeFiles();
const mb = statSync(files.jsonl).size / 1024 / 1024;
const lead = await makeUser("lead");
const { id: projectId } = await makeProject({ kind: "generated_comment", lead });

let peak = process.memoryUsage().rss;
const rssBefore = peak;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
const t0 = performance.now();
const result = await importItems({ actor: lead, projectId, records: () => jsonlRecords(createReadStream(files.jsonl)) });
const ms = performance.now() - t0;
clearInterval(sampler);
if (result.imported !== N) throw new Error(`imported ${result.imported} of ${N}`);

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
console.log(`database:          ${database.isEmbedded ? "embedded PGlite" : "PostgreSQL server"}`);
console.log(`lines:             ${fmt(N)} (${mb.toFixed(1)} MiB JSONL)`);
console.log(`accord import:     ${(ms / 1000).toFixed(2)} s  → ${fmt(N / (ms / 1000))} lines/s (validate pass + write pass, one transaction)`);
console.log(`peak RSS:          ${fmt(peak / 1024 / 1024)} MiB (${fmt(rssBefore / 1024 / 1024)} MiB before the import)`);
if (serverUrl) {
  const copyMs = copyBaseline(serverUrl, files.csv);
  console.log(`COPY FROM (psql):  ${(copyMs / 1000).toFixed(2)} s  → ${fmt(N / (copyMs / 1000))} lines/s (one flat table, no validation)`);
  console.log(`ratio:             accord runs at ${((copyMs / ms) * 100).toFixed(1)} % of COPY's throughput`);
}
const { closePgPool } = await import("@/lib/db/pg-pool");
await Promise.all([db.$disconnect(), closePgPool()]);
await database.stop();
rmSync(dir, { recursive: true, force: true });
