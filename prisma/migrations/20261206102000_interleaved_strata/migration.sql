-- order: interleaved goes round the items' overlap_strata (decision 034): each item's stratum key
-- (kept while the project is interleaved, lib/queue/item-strata.ts), its partial index for the
-- claim's walk, and each person's claims per stratum.

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "stratum" TEXT;

-- CreateTable
CREATE TABLE "stratum_tallies" (
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "stratum" TEXT NOT NULL,
    "claims" INTEGER NOT NULL,

    CONSTRAINT "stratum_tallies_pkey" PRIMARY KEY ("project_id","user_id","stratum")
);

-- CreateIndex
CREATE INDEX "items_interleave_idx" ON "items"("project_id", "stratum", "language", "id") WHERE (status = 'pending' AND stratum IS NOT NULL);

-- AddForeignKey
ALTER TABLE "stratum_tallies" ADD CONSTRAINT "stratum_tallies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stratum_tallies" ADD CONSTRAINT "stratum_tallies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;


