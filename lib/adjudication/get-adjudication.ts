import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import type { AdjudicationView } from "./adjudication-dto";
import { buildAdjudicationView, type AdjudicationRow } from "./build-adjudication-view";
import { loadAdjudicationContext } from "./load-adjudication-context";

/** The caller's own adjudication, to (re)open the adjudication screen; someone else's is a 404. */
export async function getAdjudication(opts: {
  actor: SessionUser;
  adjudicationId: number;
}): Promise<AdjudicationView> {
  const ctx = await loadAdjudicationContext(opts);
  if (!ctx.isOwn) throw new AppError("not_found", "Adjudication not found.");
  const { rows } = await pgPool().query<AdjudicationRow>(
    `SELECT id, item_id, status, lease_expires_at, lease_expires_at <= now() AS is_expired, draft FROM adjudications WHERE id = $1`,
    [ctx.adjudicationId],
  );
  return buildAdjudicationView({ row: rows[0], project: ctx.project });
}
