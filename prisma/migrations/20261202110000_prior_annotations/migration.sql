-- AlterTable
ALTER TABLE "annotations" ADD COLUMN     "external_annotator" TEXT;

-- AlterTable
ALTER TABLE "assignments" ADD COLUMN     "external_annotator" TEXT,
ALTER COLUMN "user_id" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "annotations_item_id_external_annotator_key" ON "annotations"("item_id", "external_annotator");

-- CreateIndex
CREATE UNIQUE INDEX "assignments_item_id_external_annotator_key" ON "assignments"("item_id", "external_annotator");


-- A slot's holder is a user or an external annotator's name, never both (decision 019).
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_or_external_annotator" CHECK (("user_id" IS NULL) <> ("external_annotator" IS NULL));
-- A prior annotation is a human's, imported: no user, no machine.
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_external_annotator_alone" CHECK ("external_annotator" IS NULL OR ("user_id" IS NULL AND "machine_annotator" IS NULL));
