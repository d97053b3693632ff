import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";

export type ProjectChoice = { id: number; name: string };

/**
 * The projects of `kind` a project may draw its linked items from, for the settings form: those
 * the actor leads (every one, for an admin; source-project-issues.ts checks the same on save), and
 * the current one, so the form shows what is set even when someone else chose it.
 */
export async function listSourceProjectChoices(opts: {
  actor: SessionUser;
  kind: ItemKind;
  current: number | null;
}): Promise<ProjectChoice[]> {
  const { rows } = await pgPool().query<ProjectChoice>(
    `SELECT p.id, p.name FROM projects p
      WHERE p.kind = $4::"ItemKind"
        AND ($2 OR p.id = $3 OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.user_id = $1 AND m.role = 'lead' AND m.is_active))
      ORDER BY p.name, p.id`,
    [opts.actor.id, opts.actor.role === "admin", opts.current, opts.kind],
  );
  return rows;
}
