import "server-only";
import { canInProject, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

type Issue = { path: string[]; message: string };

// One message whether the project is missing, of another kind or not the actor's: ids cannot be probed.
const NOT_YOURS = "must be a dialogue project you lead";

/**
 * The source dialogue project (SPEC §2 "Linked items stay in their project's reach"): only a kind
 * with the setting has one, and whoever chooses it must be able to manage that dialogue project
 * (lead it, or be an admin), since its dialogues then show in this project. Checked only when the
 * value changes (`before`: the stored one), so a co-lead can save other settings.
 */
export async function dialogueProjectIssues(
  sql: Sql,
  opts: { actor: SessionUser; kind: ItemKind; settings: ProjectSettings; before?: number | null },
): Promise<Issue[]> {
  const id = opts.settings.dialogueProjectId;
  if (id === null || id === opts.before) return [];
  const path = ["settings", "dialogueProjectId"];
  if (!kindModule(opts.kind).settings.keys.includes("dialogueProjectId"))
    return [{ path, message: "only QA projects have a source dialogue project" }];
  const [row] = await sql<{ kind: ItemKind; role: ProjectRole | null; is_active: boolean | null }>(
    `SELECT p.kind, m.role, m.is_active FROM projects p LEFT JOIN project_members m ON m.project_id = p.id AND m.user_id = $2 WHERE p.id = $1`,
    id,
    opts.actor.id,
  );
  const role = row?.is_active === false ? null : (row?.role ?? null);
  if (!row || row.kind !== "dialogue" || !canInProject(opts.actor, role, "project.manage"))
    return [{ path, message: NOT_YOURS }];
  return [];
}
