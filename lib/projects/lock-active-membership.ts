import "server-only";
import { projectRolesAllowed, type ProjectAction } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Sql } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { DEACTIVATED_MEMBER } from "./load-project-access";

/**
 * Inside a claim's transaction: share-locks the caller's membership and account and refuses the
 * claim (403) when either was deactivated since the access check. A deactivation updates one of
 * those rows, so it waits for this transaction and then releases what it claimed; a claim after
 * it sees the deactivated row. Nothing for callers whom membership does not limit (admins).
 */
export async function lockActiveMembership(
  sql: Sql,
  opts: { actor: SessionUser; projectId: number; action: ProjectAction },
): Promise<void> {
  if (projectRolesAllowed(opts.actor, opts.action) === null) return;
  const rows = await sql(
    `SELECT 1 FROM project_members m JOIN users u ON u.id = m.user_id
      WHERE m.project_id = $1 AND m.user_id = $2 AND m.is_active AND u.is_active FOR SHARE`,
    opts.projectId,
    opts.actor.id,
  );
  if (!rows.length) throw new AppError("forbidden", DEACTIVATED_MEMBER);
}
