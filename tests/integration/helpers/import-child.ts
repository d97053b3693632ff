// A separate Accord process for tests/integration/import-crash.test.ts, so a test can kill -9 it.
// `import N`: starts (resolveDatabase), imports N generated comments into a new project, printing
// "project <id>" first and "writing <lines>" after each written batch. `count <projectId>`: starts
// (which sweeps what a killed process left) and prints the project's items and imports rows, as
// the owner sees them (the embedded app's role does not see an unpublished import: decision 055),
// and the scratch folders.
import { createReadStream, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resolveDatabase } from "@/lib/db/resolve-database";

const [command, arg] = process.argv.slice(2);
const database = await resolveDatabase();
const { closePgPool } = await import("@/lib/db/pg-pool");
if (command === "import") {
  const { makeProject } = await import("../../factories");
  const { importItems } = await import("@/lib/items/import/import-items");
  const { jsonlRecords } = await import("@/lib/items/import/sources/jsonl-records");
  const { itemLineExamples } = await import("@/lib/items/import/item-line-examples");
  const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
  console.log(`project ${projectId}`);
  const lines = Array.from(
    { length: Number(arg) },
    (_, i) =>
      JSON.stringify({ ...itemLineExamples.generated_comment, external_id: `c-${i}` }) + "\n",
  );
  // The file is spooled to a scratch folder first, as the API spools an upload's body: what a crash leaves behind.
  const { makeScratchDir } = await import("@/lib/scratch/scratch-dir");
  const file = path.join(await makeScratchDir("upload"), "body.jsonl");
  writeFileSync(file, lines.join(""));
  await importItems({
    actor: lead,
    projectId,
    records: () => jsonlRecords(createReadStream(file)),
    onProgress: (p) => p.phase !== "validating" && console.log(`writing ${p.lines}`),
  });
  console.log("done");
} else {
  const { asOwner } = await import("./as-owner");
  const rows = await asOwner<{ items: number; imports: number }>(
    "SELECT (SELECT count(*)::int FROM items WHERE project_id = $1) AS items, (SELECT count(*)::int FROM imports WHERE project_id = $1) AS imports",
    Number(arg),
  );
  const scratch = readdirSync(path.join(process.env.ACCORD_DATA_DIR ?? ".data", "tmp"));
  console.log(JSON.stringify({ ...rows[0], scratch }));
}
await closePgPool();
await database.stop();
process.exit(0);
