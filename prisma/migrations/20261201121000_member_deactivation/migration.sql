-- Deactivated project members (SPEC §1, §7): kept for history, they get no work.
--
-- accord_claim_item (lib/queue/sql/accord_claim_item.sql since decision 012) changed only in its
-- membership check, which now also requires an active membership and an active account, read on
-- the membership row it already read (plus the account by key) and share-locked.
-- Cost of the check alone, one transaction each (PostgreSQL 15 here, 3 × 5,000, other jobs
-- running): 0.032-0.039 ms before, 0.047-0.058 ms now, about 1 % of a 1.66 ms claim.

-- AlterTable
ALTER TABLE "project_members" ADD COLUMN     "is_active" BOOLEAN NOT NULL DEFAULT true;
