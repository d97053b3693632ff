import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { guidelineDiff } from "./guideline-diff";
import { guidelineLabels } from "./guideline-labels";

type Stand = { instructions: string; settings: ProjectSettings };

/** A new project's version 1 (its row has guideline_version 1 by default). */
export async function writeFirstGuidelineVersion(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; authorId: number } & Stand,
): Promise<void> {
  await sql(
    `INSERT INTO guideline_versions (project_id, version, author_id, instructions, labels) VALUES ($1, 1, $2, $3, $4::jsonb)`,
    opts.projectId,
    opts.authorId,
    opts.instructions,
    JSON.stringify(guidelineLabels(opts.kind, opts.settings)),
  );
}

/**
 * When the instructions or a label setting differ (defaults filled), the next version with its
 * diff, and the project's current version moves to it; returns it, or null when nothing changed.
 * The caller holds the project's settings lock (lockOverlap), so versions are numbered in order.
 */
export async function writeGuidelineChange(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; authorId: number; before: Stand; after: Stand },
): Promise<number | null> {
  const stand = (s: Stand) => ({
    instructions: s.instructions,
    labels: guidelineLabels(opts.kind, s.settings),
  });
  const [before, after] = [stand(opts.before), stand(opts.after)];
  const diff = guidelineDiff(before, after);
  if (!diff.length) return null;
  const [row] = await sql<{ version: number }>(
    `UPDATE projects SET guideline_version = guideline_version + 1 WHERE id = $1 RETURNING guideline_version AS version`,
    opts.projectId,
  );
  await sql(
    `INSERT INTO guideline_versions (project_id, version, author_id, instructions, labels, diff) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    opts.projectId,
    row.version,
    opts.authorId,
    after.instructions,
    JSON.stringify(after.labels),
    JSON.stringify(diff),
  );
  await writeAuditEvent(sql, {
    actorId: opts.authorId,
    projectId: opts.projectId,
    action: "guidelines.version",
    entityType: "project",
    entityId: opts.projectId,
    before: { version: row.version - 1 },
    after: { version: row.version, diff },
  });
  return row.version;
}
