import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { getAssignment } from "./get-assignment";
import { loadOwnAssignment } from "./load-own-assignment";
import type { AssignmentView } from "./queue-dto";

/** Whether the project claims items by group (decision 051): its kind's claimGroup setting is set. */
export const claimsByGroup = (settings: { claimGroup: string | null }) =>
  settings.claimGroup !== null;

/** File groups (decision 051): the caller's ($1) active claims in project $2 on item $3's group (items.group_key: its file). */
export const ownGroupClaimsSql = `
  SELECT a.id AS assignment_id, a.item_id FROM assignments a JOIN items i ON i.id = a.item_id
   WHERE a.user_id = $1 AND a.project_id = $2 AND a.status = 'active'
     AND i.group_key = (SELECT h.group_key FROM items h WHERE h.id = $3)`;

/** The group of item $3, and how many of its items in project $2 the caller ($1) already submitted or skipped: their own work only. */
const groupAndDoneSql = `
  SELECT h.group_key,
         (SELECT count(*)::int FROM items i JOIN assignments a ON a.item_id = i.id
           WHERE i.project_id = $2 AND i.group_key = h.group_key
             AND a.user_id = $1 AND a.project_id = $2 AND a.status IN ('submitted', 'skipped')) AS done
    FROM items h WHERE h.id = $3`;

export type AssignmentGroup = {
  /** In item id order; the one asked for alone when the project does not claim by file or it is not active. */
  members: AssignmentView[];
  doneBefore: number;
  /** The group's key (the file's id); null unless the project claims by file and the assignment is active. */
  fileId: string | null;
};

/** Only the caller's own claims and work: nothing here depends on anyone else's. */
export async function getAssignmentGroup(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<AssignmentGroup> {
  const own = await loadOwnAssignment(opts);
  const view = await getAssignment(opts);
  if (!claimsByGroup(own.project.settings) || view.status !== "active")
    return { members: [view], doneBefore: 0, fileId: null };
  const params = [opts.actor.id, own.project.id, own.itemId];
  const [{ rows }, done] = await Promise.all([
    pgPool().query<{ assignment_id: number }>(
      `SELECT g.assignment_id FROM (${ownGroupClaimsSql}) g ORDER BY g.item_id`,
      params,
    ),
    pgPool().query<{ group_key: string | null; done: number }>(groupAndDoneSql, params),
  ]);
  const others = await Promise.all(
    rows
      .filter((r) => r.assignment_id !== view.assignmentId)
      .map((r) => getAssignment({ actor: opts.actor, assignmentId: r.assignment_id })),
  );
  return {
    members: [view, ...others].sort((a, b) => a.item.id - b.item.id),
    doneBefore: done.rows[0]?.done ?? 0,
    fileId: done.rows[0]?.group_key ?? null,
  };
}
