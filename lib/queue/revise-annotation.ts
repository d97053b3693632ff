import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { reviseCheckAnswer } from "@/lib/checks/revise-check-answer";
import { refuseIfPaused } from "@/lib/checks/submit-check-answer";
import { pgPool, withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemTextSql } from "@/lib/items/item-text-sql";
import { kindModule } from "@/lib/items/kinds";
import { loadOwnAssignment } from "./load-own-assignment";
import { addedTimeSql, reviseWindowClosed, type RevisedAnnotation } from "./revise-window";
import { validateAnnotation } from "./validate-annotation";

const annotationSql = `SELECT id, data, revisable_until > now() AS is_open, submitted_at FROM annotations WHERE assignment_id = $1 FOR UPDATE`;

const updateSql = `
  UPDATE annotations SET data = $2::jsonb, revised_at = clock_timestamp(), time_spent_ms = ${addedTimeSql("$3", "submitted_at")}
   WHERE id = $1
  RETURNING id, data, revisable_until`;

/** The citation and error-tag rows as a submit writes them (lib/queue/sql/accord_write_annotation_rows.sql). */
async function writeRows(sql: Sql, opts: { annotationId: number; kind: ItemKind; data: unknown }) {
  const rows = kindModule(opts.kind).annotationRows?.(opts.data);
  const citations = rows?.citations ?? [];
  await sql(
    `SELECT accord_write_annotation_rows($1, $2::int[], $3::text[], $4::text[], $5::text[])`,
    opts.annotationId,
    citations.map((_, i) => i),
    citations.map((c) => c.url),
    citations.map((c) => c.quote ?? null),
    rows?.errorCodes ?? [],
  );
}

/**
 * Replaces the caller's submitted annotation (or check answer) while its revise window is open
 * (decision 048): validated with the kind's schema like the submit (422, nothing written), then in
 * one transaction the item and the assignment locked in the claim's order, the window checked by
 * the database clock, a paused member refused (409, as their submits), the data and its rows replaced, and `annotation.revise` audited with the
 * data before and after. Someone else's assignment is a 404; a closed window a 409.
 */
export async function reviseAnnotation(opts: {
  actor: SessionUser;
  assignmentId: number;
  annotation: unknown;
  timeSpentMs?: number | null;
}): Promise<RevisedAnnotation> {
  const own = await loadOwnAssignment(opts);
  const { kind, settings } = own.project;
  const { rows: loaded } = await pgPool().query<{
    is_check: boolean;
    item_text: string | null;
  }>(
    `SELECT a.is_check, ${itemTextSql("a.item_id", kind)} AS item_text FROM assignments a WHERE a.id = $1`,
    [own.assignmentId],
  );
  const checked = validateAnnotation(opts.annotation, {
    kind,
    settings,
    itemText: loaded[0]?.item_text ?? undefined,
  });
  if ("error" in checked) throw checked.error;
  const clientMs =
    opts.timeSpentMs == null || !Number.isFinite(opts.timeSpentMs) ? null : opts.timeSpentMs;
  if (loaded[0]?.is_check)
    return reviseCheckAnswer({ actor: opts.actor, own, data: checked.data, timeSpentMs: clientMs });

  return withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      own.itemId,
    );
    await sql(`SELECT id FROM assignments WHERE id = $1 FOR UPDATE`, own.assignmentId);
    await refuseIfPaused(sql, { projectId: own.project.id, userId: opts.actor.id });
    const [before] = await sql<{ id: number; data: unknown; is_open: boolean | null }>(
      annotationSql,
      own.assignmentId,
    );
    if (!before?.is_open || !item || !["pending", "in_annotation"].includes(item.status))
      throw reviseWindowClosed();
    const [after] = await sql<{ id: number; data: unknown; revisable_until: Date }>(
      updateSql,
      before.id,
      JSON.stringify(checked.data),
      clientMs,
    );
    await writeRows(sql, { annotationId: after.id, kind, data: checked.data });
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: own.project.id,
      action: "annotation.revise",
      entityType: "annotation",
      entityId: after.id,
      before: { data: before.data },
      after: { data: after.data },
    });
    return {
      annotationId: after.id,
      annotation: after.data,
      revisableUntil: after.revisable_until.toISOString(),
    };
  });
}
