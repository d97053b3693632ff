-- Claims and progress whose cost does not grow with an annotator's history.
--
-- 1. accord_claim_item (lib/queue/sql/accord_claim_item.sql since decision 012) looked for items in
--    annotation with a left join of the caller's assignments: PostgreSQL hashed all of them (their
--    whole history in the project) and checked and sorted every item in annotation, on every claim.
--    That stage is now two: the caller's own expired claims (an index range of their active
--    assignments), then the items in annotation in the order they are offered, each checked by
--    key, stopping at the first with a free slot (new index below). The order of preference is
--    unchanged. The walk still passes every item the caller cannot take that comes first: their
--    own annotated items waiting for a second annotator, and full ones.
-- 2. The caller's submitted and skipped counts (the progress of every claim) came from counting
--    their assignments in the project, one index entry per item they ever did. They are kept in
--    assignment_tallies by triggers on assignments now, like item_tallies for the project's totals.
--    Only those two states are counted: claims (active) and releases do not write a tally.

-- CreateTable
CREATE TABLE "assignment_tallies" (
    "user_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "status" "AssignmentStatus" NOT NULL,
    "assignments" INTEGER NOT NULL,

    CONSTRAINT "assignment_tallies_pkey" PRIMARY KEY ("user_id","project_id","status")
);

-- CreateIndex
CREATE INDEX "items_project_id_status_annotation_count_id_idx" ON "items"("project_id", "status", "annotation_count" DESC, "id");

-- AddForeignKey
ALTER TABLE "assignment_tallies" ADD CONSTRAINT "assignment_tallies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_tallies" ADD CONSTRAINT "assignment_tallies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by triggers on assignments (lib/queue/sql/accord_tally_assignment.sql, assignments_tally_*.sql;
-- decision 012).
