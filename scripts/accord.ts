// `npm run accord -- <command>`: the same library code as the app, on the same database
// (DATABASE_URL, or the embedded one — joined if the app is serving it).
import { isAppError } from "@/lib/errors";
import { resolveDatabase } from "@/lib/db/resolve-database";
import { commands, parseCommand } from "./cli/commands";

function usage(): string {
  return [
    "usage: npm run accord -- <command>",
    ...Object.values(commands).map((c) => `  ${c.usage}`),
  ].join("\n");
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${usage()}\n`);
    return 2;
  }
  if (!parsed) {
    process.stderr.write(usage() + "\n");
    return 2;
  }
  const database = await resolveDatabase();
  try {
    await parsed.command.run(parsed.values, parsed.positionals);
    return 0;
  } catch (e) {
    if (!isAppError(e)) throw e;
    process.stderr.write(`error: ${e.message}\n`);
    const details = e.details as
      | {
          errors?: { line: number; external_id?: string; field?: string; message: string }[];
          fields?: Record<string, string[]>;
        }
      | undefined;
    for (const err of details?.errors ?? []) {
      const where = `line ${err.line}${err.external_id !== undefined ? ` (${err.external_id})` : ""}`;
      process.stderr.write(`  ${where}: ${err.field ? `${err.field}: ` : ""}${err.message}\n`);
    }
    for (const [field, messages] of Object.entries(details?.fields ?? {}))
      process.stderr.write(`  ${field || "(input)"}: ${messages.join("; ")}\n`);
    return 1;
  } finally {
    const { db } = await import("@/lib/db");
    const { closePgPool } = await import("@/lib/db/pg-pool");
    await Promise.all([db.$disconnect(), closePgPool()]);
    await database.stop();
  }
}

process.exit(await main());
