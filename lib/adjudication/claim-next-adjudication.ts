import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import type { AdjudicationView } from "./adjudication-dto";
import { buildAdjudicationView, type AdjudicationRow } from "./build-adjudication-view";
import { findAndClaimAdjudication, resumeOwnAdjudication } from "./find-adjudicable-item";
import { lockActiveMembership } from "@/lib/projects/lock-active-membership";
import { loadAdjudicationProject } from "./load-adjudication-project";

/**
 * The next disagreement for the caller to decide, claimed with a lease (the project's lease
 * length), or null when none is left for them. The caller's running claim comes first, so a
 * reload or a double click never holds two items. Items the caller annotated are never offered.
 */
export async function claimNextAdjudication(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<AdjudicationView | null> {
  const project = await loadAdjudicationProject(opts);
  const args = {
    projectId: project.id,
    userId: opts.actor.id,
    leaseMinutes: project.settings.leaseMinutes,
  };
  const row = await withPgTransaction<AdjudicationRow | null>(async (sql) => {
    // One claim at a time per person and project, taken before the reads below.
    await sql(
      `SELECT pg_advisory_xact_lock(hashtextextended('accord.adjudication:' || $1::text || ':' || $2::text, 0))`,
      opts.actor.id,
      project.id,
    );
    await lockActiveMembership(sql, {
      actor: opts.actor,
      projectId: project.id,
      action: "project.view",
    });
    return (await resumeOwnAdjudication(sql, args)) ?? findAndClaimAdjudication(sql, args);
  });
  return row ? buildAdjudicationView({ row, project }) : null;
}
