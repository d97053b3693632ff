import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

export type AuditRow = {
  actorId: number | null;
  projectId: number | null;
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
};

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * An audit row inside the caller's pg transaction, so it exists exactly when the change does:
 * written by accord_write_audit (lib/audit/sql/accord_write_audit.sql), the one INSERT of
 * audit_events, which an item's outcome (accord_write_outcome) also goes through.
 */
export async function writeAuditEvent(sql: Sql, e: AuditRow): Promise<void> {
  await sql(
    `SELECT accord_write_audit($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    e.actorId,
    e.projectId,
    e.action,
    e.entityType,
    String(e.entityId),
    json(e.before),
    json(e.after),
  );
}
