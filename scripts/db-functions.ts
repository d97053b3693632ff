// npm run db:functions [-- --check] [-- --timestamp yyyymmddHHMMSS]: writes a migration with the
// SQL source files (lib/<domain>/sql/*.sql) that changed since the migrations defined them
// (decision 012). --check writes nothing and exits 1 when a migration is due.
import path from "node:path";
import {
  migrationTimestamp,
  writeFunctionsMigration,
} from "./db-functions/write-functions-migration";

const args = process.argv.slice(2);
const check = args.includes("--check");
const at = args.indexOf("--timestamp");
const timestamp = at >= 0 ? args[at + 1] : migrationTimestamp(new Date());
if (!timestamp || !/^\d{14}$/.test(timestamp)) {
  console.error("--timestamp takes 14 digits (yyyymmddHHMMSS, UTC).");
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const { written, changed } = writeFunctionsMigration({ root, timestamp, check });
if (!changed.length) console.log("nothing changed");
else if (check) {
  console.log(`a migration is due for: ${changed.join(", ")} (run npm run db:functions)`);
  process.exit(1);
} else
  console.log(
    `wrote ${path.relative(root, written as string)}/migration.sql: ${changed.join(", ")}`,
  );
