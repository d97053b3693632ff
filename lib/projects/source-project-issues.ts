import "server-only";
import { canInProject, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Sql } from "@/lib/db/pg-pool";
import type { LinkedItem } from "@/lib/items/define-item-kind";
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "./project-settings";

type Issue = { path: string[]; message: string };

type Opts = {
  actor: SessionUser;
  kind: ItemKind;
  settings: ProjectSettings;
  before?: ProjectSettings | null;
};

/**
 * One kind's source project setting: only that kind has it, and whoever chooses the project must
 * be able to manage it (lead it, or be an admin), since its items then show in this project. One
 * message whether the project is missing, of another kind or not the actor's: ids cannot be probed.
 */
async function linkIssues(sql: Sql, link: LinkedItem, opts: Opts): Promise<Issue[]> {
  const key = link.sourceSetting;
  const id = opts.settings[key];
  if (id === null || id === opts.before?.[key]) return [];
  const path = ["settings", key];
  if (!kindModule(opts.kind).settings.keys.includes(key))
    return [{ path, message: link.otherKinds }];
  const [row] = await sql<{ kind: ItemKind; role: ProjectRole | null; is_active: boolean | null }>(
    `SELECT p.kind, m.role, m.is_active FROM projects p LEFT JOIN project_members m ON m.project_id = p.id AND m.user_id = $2 WHERE p.id = $1`,
    id,
    opts.actor.id,
  );
  const role = row?.is_active === false ? null : (row?.role ?? null);
  if (!row || row.kind !== link.kind || !canInProject(opts.actor, role, "project.manage"))
    return [{ path, message: `must be a ${link.kind} project you lead` }];
  return [];
}

/**
 * The source projects a project's settings name (SPEC §2 "Linked items stay in their project's
 * reach"), for every kind whose module links items (`linkedItem`). Checked only when the value
 * changes (`before`: the stored settings), so a co-lead can save other settings.
 */
export async function sourceProjectIssues(sql: Sql, opts: Opts): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const link of itemKinds.flatMap((k) => kindModule(k).linkedItem ?? []))
    issues.push(...(await linkIssues(sql, link, opts)));
  return issues;
}
