import "server-only";
import { withPgTransaction } from "@/lib/db/pg-pool";
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
  AND (a.user_id IS NOT NULL OR a.machine_annotator IS NOT NULL)`;

/**
 * Every annotated item of a project (after the language/model filters) with its annotations, in
 * one query; items by id, annotations in any order (the report orders them).
 */
export async function loadAgreementItems(opts: {
  projectId: number;
  kind: ItemKind;
  language: string | null;
  model: string | null;
}): Promise<AgreementItem[]> {
  const withCodes = opts.kind === "generated_comment";
  const [result] = await withPgTransaction(async (sql) => {
    // The per-row code lookups push the plan's cost over jit_above_cost, and compiling costs more
    // (~40 ms) than it saves; the default work_mem spills the 25k-row join sort to disk.
    await sql("SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)");
    return sql<{ rows: Row[] | null }>(SQL, opts.projectId, opts.language, opts.model, unusedKeys[opts.kind], withCodes);
  });
  const byId = new Map<number, AgreementItem & { annotations: AgreementAnnotation[] }>();
  for (const [itemId, language, id, rater, at, data, codes, gold] of result.rows ?? []) {
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
