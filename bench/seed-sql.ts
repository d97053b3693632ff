// Shared set-up of the benches that seed with SQL (bench/export.ts, bench/items-list.ts): a fresh
// public schema with Accord's migrations, a lead and annotators, and one project of a kind with
// them as members. Each bench then inserts its own items and content.
import pg from "pg";

export type SeedQuery = <T extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<T[]>;

/** Drops and recreates `url`'s public schema and migrates it: the database must be the bench's own. */
export async function freshBenchDatabase(
  url: string,
): Promise<{ client: pg.Client; q: SeedQuery }> {
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q: SeedQuery = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await client.query<T>(sql, params)).rows;
  await q("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await migrateDatabase({ url });
  return { client, q };
}

/** Users `lead` and each of `annotators` (e-mail `<name>@bench.example`), and a project `name` of `kind` with all of them as members. */
export async function seedBenchProject(
  q: SeedQuery,
  opts: { name: string; kind: string; annotators: string[] },
): Promise<{
  projectId: number;
  lead: { id: number; email: string; name: string; role: "lead" };
  annotatorIds: number[];
}> {
  const names = ["lead", ...opts.annotators];
  const users = await q<{ id: number; name: string }>(
    `INSERT INTO users (email, name, role, password_hash) SELECT n || '@bench.example', n, (CASE WHEN n = 'lead' THEN 'lead' ELSE 'annotator' END)::"Role", 'x'
       FROM unnest($1::text[]) AS n RETURNING id, name`,
    [names],
  );
  const ids = names.map((n) => users.find((u) => u.name === n)!.id);
  const [{ id: projectId }] = await q<{ id: number }>(
    `INSERT INTO projects (name, kind, settings, created_by_id) VALUES ($1, $2::"ItemKind", '{}', $3) RETURNING id`,
    [opts.name, opts.kind, ids[0]],
  );
  await q(
    `INSERT INTO project_members (project_id, user_id, role) SELECT $1, u, (CASE WHEN u = $2 THEN 'lead' ELSE 'annotator' END)::"ProjectRole" FROM unnest($3::int[]) u`,
    [projectId, ids[0], ids],
  );
  return {
    projectId,
    lead: { id: ids[0], email: "lead@bench.example", name: "lead", role: "lead" },
    annotatorIds: ids.slice(1),
  };
}
