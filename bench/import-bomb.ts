// The Parquet bomb of issue #35: one row group of N rows of one constant column (a few KB),
// read through the import's reader as a preview (first 20 records) and as the import (every
// record), timing the refusal and sampling peak RSS. Prints before-figures from bench/README.md
// for the ratio. Usage: npm run bench:import-bomb [-- --rows 3000000]
import { parseArgs } from "node:util";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { parquetBomb } from "../tests/parquet-bomb";

const { values } = parseArgs({ options: { rows: { type: "string", default: "3000000" } } });
const rows = Number(values.rows);
const bytes = parquetBomb(rows);
const randomAccess = async () => ({
  byteLength: bytes.byteLength,
  slice: (s: number, e?: number) => bytes.slice(s, e).buffer,
});
const options = importSourceOptionsSchema.parse({
  format: "parquet",
  map: { question: "question" },
  set: { answer: "a", language: "en" },
  id_prefix: "b",
});

async function run(name: string, limit: number) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const start = performance.now();
  let outcome = "";
  let n = 0;
  try {
    const records = openImportSource(options, async function* () {}, {
      projectKind: "qa_pair",
      randomAccess,
    });
    for await (const _record of records()) if (++n >= limit) break;
    outcome = `read ${n} records`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  clearInterval(timer);
  const ms = performance.now() - start;
  // The decode is synchronous, so the sampler can miss its peak: the process's high-water mark cannot.
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  console.log(
    `${name}: ${ms.toFixed(0)} ms, peak RSS +${((peak - before) / 2 ** 20).toFixed(0)} MiB — ${outcome}`,
  );
}

console.log(`${rows.toLocaleString("en-US")} rows in ${bytes.byteLength} bytes`);
await run("preview (20 records)", 20);
await run("import (every record)", Infinity);
