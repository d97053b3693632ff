import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { assertTransition, type StatusEvent } from "./status-transitions";

type OutcomeEvent = Extract<
  StatusEvent,
  "item.compare" | "adjudication.resolve" | "gold.edit" | "item.reopen"
>;

export type Outcome = {
  itemId: number;
  projectId: number;
  actorId: number;
  event: OutcomeEvent;
  from: string;
  to: string;
  /** Left out: the gold record stays as it is; null: it is removed; else it is set (`by`: who decided). */
  gold?: { source: "unanimous" | "veto" | "adjudicated"; data: unknown; by: number | null } | null;
  /** The audit event's before and after. */
  before: unknown;
  after: unknown;
};

/**
 * Writes an item's outcome — status, gold record, audit event — inside the caller's pg
 * transaction (the item's row locked by the caller), through accord_write_outcome
 * (lib/gold/sql/accord_write_outcome.sql), which the submit's comparison calls in SQL. A move
 * lib/gold/status-transitions.ts does not allow throws and writes nothing.
 */
export async function writeOutcome(sql: Sql, o: Outcome): Promise<void> {
  assertTransition({ event: o.event, from: o.from, to: o.to });
  // A source with no data removes the record (see the function).
  const [source, data] =
    o.gold === undefined
      ? [null, null]
      : o.gold === null
        ? ["removed", null]
        : [o.gold.source, JSON.stringify(o.gold.data)];
  await sql(
    `SELECT accord_write_outcome($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10::jsonb)`,
    o.itemId,
    o.projectId,
    o.actorId,
    o.event,
    o.to,
    source,
    data,
    o.gold?.by ?? null,
    JSON.stringify(o.before),
    JSON.stringify(o.after),
  );
}
