// SQL shared by the queue's statements in TypeScript (the claim and the submit spell the same
// condition out in prisma/migrations/20261130100000_queue_functions). A slot of an item is taken
// by a submitted annotation or by a claim whose lease has not expired; expired claims free their
// slot without any cron.
export const SLOT_TAKEN = `(s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))`;
