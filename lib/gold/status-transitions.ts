import type { ItemStatus } from "@/lib/items/item-kinds";

/** Every move of an item's status (SPEC §2); the outcome writer refuses anything else. */
export const statusTransitions = {
  /** accord_claim_item: the first claim of an item. */
  "assignment.claim": { from: ["pending"], to: ["in_annotation"] },
  /** accord_submit_annotation: an annotation that is not the item's last. */
  "assignment.submit": { from: ["pending", "in_annotation"], to: ["in_annotation"] },
  /** The last annotation compared (the submit, or a lowered overlap): lib/queue/decide-item.ts. */
  "item.compare": {
    from: ["pending", "in_annotation"],
    to: ["agreed", "disagreement", "rejected"],
  },
  /** A release, skip or deactivation leaves an item nobody holds or has annotated. */
  "assignment.release": { from: ["in_annotation"], to: ["pending"] },
  "adjudication.claim": { from: ["disagreement"], to: ["in_adjudication"] },
  "adjudication.release": { from: ["in_adjudication"], to: ["disagreement"] },
  "adjudication.resolve": { from: ["in_adjudication"], to: ["gold", "rejected"] },
  /** A lead sets the gold of any item past annotation. */
  "gold.edit": {
    from: ["agreed", "disagreement", "in_adjudication", "gold", "rejected"],
    to: ["gold", "rejected"],
  },
  /** A lead sends a finished item back to adjudication. */
  "item.reopen": { from: ["gold", "rejected", "agreed"], to: ["disagreement"] },
} as const satisfies Record<string, { from: readonly ItemStatus[]; to: readonly ItemStatus[] }>;

export type StatusEvent = keyof typeof statusTransitions;

export function canTransition(opts: { event: StatusEvent; from: string; to?: string }): boolean {
  const t: { from: readonly string[]; to: readonly string[] } = statusTransitions[opts.event];
  return t.from.includes(opts.from) && (opts.to === undefined || t.to.includes(opts.to));
}

/** Throws on a move the table does not allow: a bug in the caller, never the user's input. */
export function assertTransition(opts: { event: StatusEvent; from: string; to: string }): void {
  if (!canTransition(opts))
    throw new Error(`An item cannot go from ${opts.from} to ${opts.to} by ${opts.event}.`);
}
