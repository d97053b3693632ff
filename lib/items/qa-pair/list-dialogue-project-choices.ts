import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";

export type ProjectChoice = { id: number; name: string };

/**
 * The dialogue projects a QA project may draw from, for the settings form: those the actor leads
 * (every one, for an admin; dialogue-project-issues.ts checks the same on save), and the current
 * one, so the form shows what is set even when someone else chose it.
 */
export async function listDialogueProjectChoices(opts: {
  actor: SessionUser;
  current: number | null;
}): Promise<ProjectChoice[]> {
  const { rows } = await pgPool().query<ProjectChoice>(
    `SELECT p.id, p.name FROM projects p
      WHERE p.kind = 'dialogue'
        AND ($2 OR p.id = $3 OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = $1 AND m.role = 'lead' AND m.is_active))
      ORDER BY p.name, p.id`,
    [opts.actor.id, opts.actor.role === "admin", opts.current],
  );
  return rows;
}
