/**
 * "Assignment `alias` holds one of its item's slots", for the queue's statements in TypeScript:
 * the rule itself is accord_holds_slot (lib/queue/sql/accord_holds_slot.sql, RULE: exactly N),
 * which PostgreSQL inlines, so asking it costs what writing the condition out did.
 */
export function holdsSlotSql(alias: string): string {
  return `accord_holds_slot(${alias}.status, ${alias}.lease_expires_at, now())`;
}
