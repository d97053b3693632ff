/**
 * Whether an annotator's own submits have reached the project's quota (SPEC §2 "Order"); null: no
 * quota. The claim applies the same rule in SQL (accord_claim_item); this one tells the screen why
 * nothing is left. It reads only the person's own figure, so it is blind.
 */
export const hasReachedQuota = (opts: { quota: number | null; submitted: number }): boolean =>
  opts.quota !== null && opts.submitted >= opts.quota;
