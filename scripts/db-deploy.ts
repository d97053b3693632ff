// `npm run db:deploy`: apply pending migrations to DATABASE_URL, or to the embedded database.
import { resolveDatabase } from "@/lib/db/resolve-database";
import { migrateDatabase } from "@/lib/db/migrate-database";

const database = await resolveDatabase({ migrate: false });
const applied = await migrateDatabase({ url: database.url });
process.stdout.write(
  applied.length ? `applied: ${applied.join(", ")}\n` : "database is up to date\n",
);
await database.stop();
