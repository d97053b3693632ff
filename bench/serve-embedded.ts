// The embedded database served by a process of its own, as `npm start` serves it (scripts/start.ts:
// PGlite in the parent; Next's requests, an import's reading and validation among them, in the
// child). Started by embeddedApart() (bench/embedded-apart.ts). Prints "ready" once the database
// is migrated and served; stops on SIGTERM or when its parent closes its stdin.
export {};
const { resolveDatabase } = await import("@/lib/db/resolve-database");
const database = await resolveDatabase();
console.log("ready");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await database.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.stdin.on("end", () => void stop());
process.stdin.resume();
