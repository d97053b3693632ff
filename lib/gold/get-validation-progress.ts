import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadValidationProject, VALIDATORS_PER_ITEM } from "./validation-access";

export type ValidationProgress = {
  /** Gold READMEs of the project (the lists to validate). */
  gold: number;
  /** Gold READMEs that have their two ratings. */
  complete: number;
  /** Gold READMEs I rated. */
  mine: number;
  /** Gold READMEs I may still rate: not annotated, rated nor skipped by me, fewer than two ratings. */
  open: number;
};

const SQL = `
SELECT count(*)::int AS gold,
       count(*) FILTER (WHERE r.n >= $3)::int AS complete,
       count(*) FILTER (WHERE r.mine)::int AS mine,
       count(*) FILTER (WHERE r.n < $3 AND NOT r.mine
         AND NOT EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = i.id AND a.user_id = $2)
         AND NOT EXISTS (SELECT 1 FROM validation_skips k WHERE k.item_id = i.id AND k.user_id = $2))::int AS open
FROM items i
CROSS JOIN LATERAL (SELECT count(*) AS n, COALESCE(bool_or(v.user_id = $2), false) AS mine FROM validation_ratings v WHERE v.item_id = i.id) r
WHERE i.project_id = $1 AND i.status IN ('gold', 'agreed') AND EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = i.id)`;

/** The validation round's progress for the caller; the same items as claimNextValidation counts as open. */
export async function getValidationProgress(opts: { actor: SessionUser; projectId: number }): Promise<ValidationProgress> {
  const project = await loadValidationProject(opts);
  const { rows } = await pgPool().query<ValidationProgress>(SQL, [project.id, opts.actor.id, VALIDATORS_PER_ITEM]);
  return rows[0];
}
