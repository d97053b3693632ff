-- CreateTable
CREATE TABLE "item_tallies" (
    "project_id" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "annotation_count" INTEGER NOT NULL,
    "shard" SMALLINT NOT NULL,
    "items" INTEGER NOT NULL,

    CONSTRAINT "item_tallies_pkey" PRIMARY KEY ("project_id","state","annotation_count","shard")
);

-- AddForeignKey
ALTER TABLE "item_tallies" ADD CONSTRAINT "item_tallies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by triggers on items (lib/queue/sql/accord_tally_*.sql, items_tally_*.sql; decision 012).
