import "server-only";
import type pg from "pg";
import { databaseKind } from "@/lib/db/database-kind";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { MACHINE_PREFIX, type AgreementAnnotation, type AgreementItem, type AnnotationData } from "../agreement-report-types";

/** One annotation: [item_id, language, id, rater, submitted_at in epoch ms, data, codes, gold]. */
type Row = [number, string | null, number, string, number, Record<string, unknown>, string[] | null, AnnotationData | null];

// Keys agreement never reads; dropping them in SQL keeps free text off the wire.
const unusedKeys: Record<ItemKind, string[]> = {
  generated_comment: ["notes", "error_codes"],
  qa_pair: ["notes", "final_answer", "citations", "reject_reasons"],
  dialogue: ["notes"],
  readme: ["notes"],
};

// The whole result as one JSON array: one JSON.parse instead of 25k rows through the driver
// (the client side was the larger half of the time). Unordered, since sorting the aggregate costs
// the server more than grouping costs here. Error codes come from the error_tags rows, not the
// JSON; gold is looked up only for machine annotations, the one place it is compared.
// `$6` of `$7` picks one partition of the items (by id), so that partitions can run in parallel.
const SQL = `
SELECT json_agg(json_build_array(
         a.item_id, i.language, a.id,
         COALESCE(u.email, '${MACHINE_PREFIX}' || a.machine_annotator),
         date_part('epoch', a.submitted_at) * 1000,
         a.data - $4::text[],
         CASE WHEN $5 THEN ARRAY(SELECT t.code FROM error_tags t WHERE t.annotation_id = a.id) END,
         CASE WHEN a.machine_annotator IS NOT NULL THEN (SELECT g.data FROM gold_records g WHERE g.item_id = a.item_id) END
       )) AS rows
FROM items i
JOIN annotations a ON a.item_id = i.id
LEFT JOIN users u ON u.id = a.user_id
WHERE i.project_id = $1
  AND ($2::text IS NULL OR i.language = $2)
  AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM generated_comments gc WHERE gc.item_id = i.id AND gc.model = $3))
  AND (a.user_id IS NOT NULL OR a.machine_annotator IS NOT NULL)
  AND i.id % $7 = $6`;

// The per-row code lookups push the plan's cost over jit_above_cost, and compiling costs more
// (~40 ms) than it saves; the default work_mem spills the 25k-row join sort to disk.
const SESSION = "SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)";

/**
 * Building the JSON is nearly all of the query's time and runs on one server core, so on a
 * PostgreSQL server the items are read in two partitions on two connections at once, both in one
 * exported snapshot (the same consistent state as a single query). One load at a time splits:
 * a second connection is only ever awaited by a single holder, so the pool cannot deadlock.
 * The embedded PGlite serves one query at a time, so there it stays one query.
 */
const PARTITIONS = 2;
let splitting = false;

type Params = [number, string | null, string | null, string[], boolean];

async function loadRows(params: Params): Promise<Row[]> {
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
    if (parts > 1) ({ rows: [{ snapshot }] } = await first.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot"));
    const query = async (client: pg.PoolClient, k: number) => (await client.query<{ rows: Row[] | null }>(SQL, [...params, k, parts])).rows[0].rows ?? [];
    const partition = async (k: number): Promise<Row[]> => {
      const client = await pgPool().connect();
      clients.push(client);
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      await client.query(`SET TRANSACTION SNAPSHOT '${String(snapshot).replace(/'/g, "")}'`);
      await client.query(SESSION);
      return query(client, k);
    };
    // Settle every partition before the clean-up below, so no connection is left checked out.
    const settled = await Promise.allSettled([query(first, 0), ...Array.from({ length: parts - 1 }, (_, i) => partition(i + 1))]);
    const failed = settled.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    return settled.flatMap((r) => (r.status === "fulfilled" ? r.value : []));
  } finally {
    if (split) splitting = false;
    // Read-only: nothing to commit, so ROLLBACK ends each transaction; a client whose transaction
    // failed to end is not reused.
    await Promise.all(clients.map(async (c) => {
      const ok = await c.query("ROLLBACK").then(() => true, () => false);
      c.release(!ok);
    }));
  }
}

/**
 * Every annotated item of a project (after the language/model filters) with its annotations;
 * items by id, annotations in any order (the report orders them).
 */
export async function loadAgreementItems(opts: {
  projectId: number;
  kind: ItemKind;
  language: string | null;
  model: string | null;
}): Promise<AgreementItem[]> {
  const withCodes = opts.kind === "generated_comment";
  const rows = await loadRows([opts.projectId, opts.language, opts.model, unusedKeys[opts.kind], withCodes]);
  const byId = new Map<number, AgreementItem & { annotations: AgreementAnnotation[] }>();
  for (const [itemId, language, id, rater, at, data, codes, gold] of rows) {
    let item = byId.get(itemId);
    if (item === undefined) byId.set(itemId, (item = { itemId: String(itemId), language, annotations: [], gold: null }));
    // `data` is a fresh object parsed from this row, so the codes can go straight into it.
    if (withCodes) data.error_codes = codes ?? [];
    // The epoch float may be off by rounding; stored times have millisecond precision.
    item.annotations.push({ id, rater, submittedAt: new Date(Math.round(at)), data });
    if (gold !== null) item.gold = gold;
  }
  return [...byId.entries()].sort(([x], [y]) => x - y).map(([, item]) => item);
}
