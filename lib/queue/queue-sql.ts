// SQL shared by the queue's statements. A slot of an item is taken by a submitted annotation or
// by a claim whose lease has not expired; expired claims free their slot without any cron.
export const SLOT_TAKEN = `(s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))`;

/** `count(*)` of taken slots of item `itemRef` (an SQL expression), as a scalar subquery. */
export const slotsTaken = (itemRef: string) => `(SELECT count(*) FROM assignments s WHERE s.item_id = ${itemRef} AND ${SLOT_TAKEN})`;

/** Items the queue still hands out. */
export const OPEN_STATUSES = `('pending', 'in_annotation')`;
