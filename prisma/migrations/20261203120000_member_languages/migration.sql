-- Member languages (SPEC §1, decision 023): empty means any language. The items index per language
-- replaces (project_id, language), its prefix, so the import maintains no more indexes than before.
-- DropIndex
DROP INDEX "items_project_id_language_idx";

-- AlterTable
ALTER TABLE "project_members" ADD COLUMN     "languages" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "items_project_id_language_status_annotation_count_id_idx" ON "items"("project_id", "language", "status", "annotation_count" DESC, "id");

