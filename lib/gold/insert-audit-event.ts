import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

export type AuditRow = { actorId: number; projectId: number; action: string; itemId: number; before: unknown; after: unknown };

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** An audit row on the item, inside the caller's pg transaction: it exists exactly when the change does. */
export async function insertAuditEvent(sql: Sql, e: AuditRow): Promise<void> {
  await sql(
    `INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after) VALUES ($1, $2, $3, 'item', $4, $5::jsonb, $6::jsonb)`,
    e.actorId, e.projectId, e.action, String(e.itemId), json(e.before), json(e.after),
  );
}
