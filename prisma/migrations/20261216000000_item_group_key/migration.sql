-- Claim groups (decision 051) read a column of `items` instead of a kind's own table: the kind
-- module's `groupKey` (lib/items/define-item-kind.ts) is written at import.
-- AlterTable
ALTER TABLE "items" ADD COLUMN     "group_key" TEXT;

-- Backfill: the one kind with a group key as of this migration (its file id); new items get theirs at import.
UPDATE items i SET group_key = k.file_id FROM generated_comments k WHERE k.item_id = i.id;

-- CreateIndex
CREATE INDEX "items_group_key_idx" ON "items"("project_id", "group_key") WHERE (group_key IS NOT NULL);
