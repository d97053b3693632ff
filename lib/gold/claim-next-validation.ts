import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadAnnotatorItem } from "@/lib/queue/load-annotator-item";
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";
import {
  loadValidationProject,
  validatorExcludedSql,
  VALIDATORS_PER_ITEM,
} from "./validation-access";

export type ValidationTask = { itemId: number; item: AnnotatorItemDto; gold: unknown };

// A gold README that still needs ratings, that the caller may validate (validatorExcludedSql) and
// neither rated nor skipped. Without a lease: rating is quick, and submitValidation refuses a third
// rating under the item's lock (409).
const nextSql = `
  SELECT i.id, g.data FROM items i JOIN gold_records g ON g.item_id = i.id
   WHERE i.project_id = $1 AND i.status IN ('gold', 'agreed')
     AND NOT ${validatorExcludedSql("i.id", "$2")}
     AND NOT EXISTS (SELECT 1 FROM validation_ratings v WHERE v.item_id = i.id AND v.user_id = $2)
     AND NOT EXISTS (SELECT 1 FROM validation_skips k WHERE k.item_id = i.id AND k.user_id = $2)
     AND (SELECT count(*) FROM validation_ratings v WHERE v.item_id = i.id) < $3
   ORDER BY i.id LIMIT 1`;

/** The next gold functionality list for the caller to rate 1–4, or null when none is left for them. */
export async function claimNextValidation(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<ValidationTask | null> {
  const project = await loadValidationProject(opts);
  const { rows } = await pgPool().query<{ id: number; data: unknown }>(nextSql, [
    project.id,
    opts.actor.id,
    VALIDATORS_PER_ITEM,
  ]);
  if (!rows[0]) return null;
  return {
    itemId: rows[0].id,
    item: await loadAnnotatorItem({ itemId: rows[0].id, kind: project.kind }),
    gold: rows[0].data,
  };
}
