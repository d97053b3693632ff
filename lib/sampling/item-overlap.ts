// The overlap an item needs, in TypeScript: the same rule as accord_item_overlap
// (lib/sampling/sql/accord_item_overlap.sql), which the claim and the submit apply in SQL; the
// submit's first guess of "is this the last annotation" uses this, and the database corrects a
// wrong guess (`stale`, with the item's overlap). Decision 024.
export const itemOverlap = (overlap: number, sampled: boolean | null): number =>
  sampled === false ? Math.min(overlap, 1) : overlap;
