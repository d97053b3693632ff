import "server-only";
import type pg from "pg";
import { databaseKind } from "@/lib/db/database-kind";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemModelSql } from "@/lib/items/item-model-sql";
import { kindModule } from "@/lib/items/kinds";
import { isFullOpenItem } from "@/lib/gold/compare-full-items";
import {
  MACHINE_PREFIX,
  type AgreementAnnotation,
  type AgreementItem,
  type AnnotationData,
} from "../agreement-report-types";

/**
 * One partition's annotations as aligned JSON texts: `keys` four numbers each (item, annotation,
 * user or 0 for a machine, submitted_at ms); `externals` are prior annotations' raters (decision 019).
 */
interface Partition {
  keys: number[];
  data: Record<string, unknown>[];
  machines: [number, string, AnnotationData | null][];
  externals: [number, string][];
}

// droppedKeys only where they can be long: removing a key rebuilds the jsonb, dearer than sending it.

// Each column is one JSON text built by concatenation (cheaper than json_build_array per row, and a
// few JSON.parse calls instead of rows through the driver); one aggregate level keeps the columns
// aligned, and none can be NULL. Unordered: sorting costs the server more than grouping costs here.
// Items waiting for their revise windows are left out (decision 064); `$6`: only annotations made
// under that guideline version (SPEC §2). `$7` of `$8`: the partition.
const sqlFor = (kind: ItemKind) => `
SELECT '[' || string_agg(a.item_id || ',' || a.id || ',' || COALESCE(a.user_id, 0) || ','
                         || (date_part('epoch', a.submitted_at) * 1000)::bigint, ',') || ']' AS keys,
       '[' || string_agg(CASE WHEN cardinality($4::text[]) = 0 THEN a.data ELSE a.data - $4::text[] END::text, ',') || ']' AS data,
       '[' || string_agg(CASE WHEN a.machine_annotator IS NOT NULL THEN
                 '[' || a.id || ',' || to_json(a.machine_annotator)::text || ','
                     || COALESCE((SELECT g.data::text FROM gold_records g WHERE g.item_id = a.item_id), 'null') || ']' END, ',') || ']' AS machines,
       '[' || string_agg(CASE WHEN a.external_annotator IS NOT NULL THEN '[' || a.id || ',' || to_json(a.external_annotator)::text || ']' END, ',') || ']' AS externals
FROM items i
JOIN annotations a ON a.item_id = i.id
WHERE i.project_id = $1
  AND ($2::text IS NULL OR i.language = $2)
  AND ($3::text IS NULL OR ${itemModelSql(kind, "i")} = $3)
  AND (a.user_id IS NOT NULL OR a.machine_annotator IS NOT NULL OR a.external_annotator IS NOT NULL)
  AND NOT (${isFullOpenItem("$5")})
  AND ($6::int IS NULL OR a.guideline_version = $6)
  AND i.id % $8 = $7`;

// One row per (language, model) with its item ids, in its own query: one probe per item, not per
// annotation.
const attributesSqlFor = (kind: ItemKind) => `
SELECT i.language, ${itemModelSql(kind, "i")} AS model, string_agg(i.id::text, ',') AS ids
FROM items i
WHERE i.project_id = $1
  AND ($2::text IS NULL OR i.language = $2)
  AND ($3::text IS NULL OR ${itemModelSql(kind, "i")} = $3)
GROUP BY 1, 2`;

async function loadAttributes(
  kind: ItemKind,
  params: [number, string | null, string | null],
): Promise<Map<number, [string | null, string | null]>> {
  const { rows } = await pgPool().query<{
    language: string | null;
    model: string | null;
    ids: string;
  }>(attributesSqlFor(kind), params);
  const out = new Map<number, [string | null, string | null]>();
  for (const { language, model, ids } of rows) {
    const value: [string | null, string | null] = [language, model];
    for (const id of ids.split(",")) out.set(Number(id), value);
  }
  return out;
}

// JIT compiling costs more than it saves on this one pass; work_mem keeps the items' hash in memory.
const SESSION = "SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)";

/**
 * On PostgreSQL, two partitions on two connections in one exported snapshot, since building the
 * JSON runs on one core. One load at a time splits, so the pool cannot deadlock. PGlite: one query.
 */
const PARTITIONS = 2;
let splitting = false;

type Params = [number, string | null, string | null, string[], number, number | null];

async function loadRows(sql: string, params: Params): Promise<Partition[]> {
  const kind = await databaseKind();
  // Tested and set with no await between, so two loads can never both split.
  const split = kind === "postgres" && !splitting;
  if (split) splitting = true;
  const parts = split ? PARTITIONS : 1;
  const clients: pg.PoolClient[] = [];
  try {
    const first = await pgPool().connect();
    clients.push(first);
    await first.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await first.query(SESSION);
    let snapshot: string | null = null;
    if (parts > 1)
      ({
        rows: [{ snapshot }],
      } = await first.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot"));
    const query = async (client: pg.PoolClient, k: number): Promise<Partition> => {
      const [row] = (
        await client.query<Record<keyof Partition, string | null>>(sql, [...params, k, parts])
      ).rows;
      const parse = <T>(text: string | null): T[] =>
        text === null ? [] : (JSON.parse(text) as T[]);
      const result: Partition = {
        keys: parse(row.keys),
        data: parse(row.data),
        machines: parse(row.machines),
        externals: parse(row.externals),
      };
      if (result.keys.length !== 4 * result.data.length)
        throw new Error("Agreement load: keys and data are not aligned");
      return result;
    };
    const partition = async (k: number): Promise<Partition> => {
      const client = await pgPool().connect();
      clients.push(client);
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      await client.query(`SET TRANSACTION SNAPSHOT '${String(snapshot).replace(/'/g, "")}'`);
      await client.query(SESSION);
      return query(client, k);
    };
    // Settle every partition before the clean-up below, so no connection is left checked out.
    const settled = await Promise.allSettled([
      query(first, 0),
      ...Array.from({ length: parts - 1 }, (_, i) => partition(i + 1)),
    ]);
    const failed = settled.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    return settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  } finally {
    if (split) splitting = false;
    // Read-only, so ROLLBACK ends it; a client whose transaction failed to end is not reused.
    await Promise.all(
      clients.map(async (c) => {
        const ok = await c.query("ROLLBACK").then(
          () => true,
          () => false,
        );
        c.release(!ok);
      }),
    );
  }
}

async function raterEmails(partitions: readonly Partition[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const { keys } of partitions)
    for (let k = 2; k < keys.length; k += 4) if (keys[k] !== 0) ids.add(keys[k]);
  if (ids.size === 0) return new Map();
  const { rows: users } = await pgPool().query<{ id: number; email: string }>(
    "SELECT id, email FROM users WHERE id = ANY($1::int[])",
    [[...ids]],
  );
  return new Map(users.map((u) => [u.id, u.email]));
}

/**
 * Every annotated item of a project (after the language/model filters) with its annotations;
 * items by id, annotations by submission time, then id.
 */
export async function loadAgreementItems(opts: {
  projectId: number;
  kind: ItemKind;
  overlap: number;
  language: string | null;
  model: string | null;
  guidelineVersion?: number | null;
}): Promise<AgreementItem[]> {
  const [partitions, attributes] = await Promise.all([
    loadRows(sqlFor(opts.kind), [
      opts.projectId,
      opts.language,
      opts.model,
      [...kindModule(opts.kind).agreement.droppedKeys],
      opts.overlap,
      opts.guidelineVersion ?? null,
    ]),
    loadAttributes(opts.kind, [opts.projectId, opts.language, opts.model]),
  ]);
  const emails = await raterEmails(partitions);
  const byId = new Map<number, AgreementItem & { annotations: AgreementAnnotation[] }>();
  for (const { keys, data, machines, externals } of partitions) {
    const machine = new Map(machines.map(([id, name, gold]) => [id, { name, gold }]));
    const external = new Map(externals);
    for (let n = 0; n < data.length; n++) {
      const itemId = keys[4 * n];
      const id = keys[4 * n + 1];
      const userId = keys[4 * n + 2];
      const at = keys[4 * n + 3];
      let item = byId.get(itemId);
      if (item === undefined) {
        const [language, model] = attributes.get(itemId) ?? [null, null];
        byId.set(
          itemId,
          (item = { itemId: String(itemId), language, model, annotations: [], gold: null }),
        );
      }
      const m = userId === 0 ? machine.get(id) : undefined;
      if (m !== undefined && m.gold !== null) item.gold = m.gold;
      // A rater deleted between the two queries keeps a stable stand-in rather than no name.
      const rater =
        m !== undefined
          ? MACHINE_PREFIX + m.name
          : userId === 0
            ? (external.get(id) ?? `annotation:${id}`)
            : (emails.get(userId) ?? `user:${userId}`);
      // Kept in submission order (then id) as they arrive, which spares the report a sort per item.
      const list = item.annotations;
      list.push({ id, rater, submittedAt: new Date(at), data: data[n] });
      for (
        let k = list.length - 1;
        k > 0 && (list[k - 1].submittedAt.getTime() - at || list[k - 1].id - id) > 0;
        k--
      ) {
        [list[k - 1], list[k]] = [list[k], list[k - 1]];
      }
    }
  }
  return [...byId.entries()].sort(([x], [y]) => x - y).map(([, item]) => item);
}
