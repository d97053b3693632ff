import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import {
  loadValidationProject,
  validatorExcludedSql,
  VALIDATORS_PER_ITEM,
} from "./validation-access";

/**
 * The round as one validator sees it: over the gold READMEs they may validate, never over all of
 * the project's. Those leave out every item the caller annotated, so no figure moves when one of
 * their own items agrees (and becomes gold at once) rather than going to adjudication (SPEC §2
 * "Blind"); a lead who took part in none sees the whole round.
 */
export type ValidationProgress = {
  /** Gold READMEs I may validate (validatorExcludedSql). */
  gold: number;
  /** Of those, the ones that have their two ratings. */
  complete: number;
  /** Of those, the ones I rated. */
  mine: number;
  /** Of those, the ones I may still rate: not rated nor skipped by me, fewer than two ratings. */
  open: number;
};

const SQL = `
SELECT count(*)::int AS gold,
       count(*) FILTER (WHERE r.n >= $3)::int AS complete,
       count(*) FILTER (WHERE r.mine)::int AS mine,
       count(*) FILTER (WHERE r.n < $3 AND NOT r.mine
         AND NOT EXISTS (SELECT 1 FROM validation_skips k WHERE k.item_id = i.id AND k.user_id = $2))::int AS open
FROM items i
CROSS JOIN LATERAL (SELECT count(*) AS n, COALESCE(bool_or(v.user_id = $2), false) AS mine FROM validation_ratings v WHERE v.item_id = i.id) r
WHERE i.project_id = $1 AND i.status IN ('gold', 'agreed') AND EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = i.id)
  AND NOT ${validatorExcludedSql("i.id", "$2")}`;

/** The validation round's progress for the caller; the same items as claimNextValidation counts as open. */
export async function getValidationProgress(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<ValidationProgress> {
  const project = await loadValidationProject(opts);
  const { rows } = await pgPool().query<ValidationProgress>(SQL, [
    project.id,
    opts.actor.id,
    VALIDATORS_PER_ITEM,
  ]);
  return rows[0];
}
