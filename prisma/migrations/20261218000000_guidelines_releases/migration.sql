-- Guideline versions (SPEC §2) and releases (SPEC §5). Existing work was made under version 1.
-- AlterTable
ALTER TABLE "adjudications" ADD COLUMN     "guideline_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "annotations" ADD COLUMN     "guideline_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "gold_records" ADD COLUMN     "guideline_version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "provenance" JSONB;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "guideline_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "validation_ratings" ADD COLUMN     "guideline_version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "guideline_versions" (
    "project_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "author_id" INTEGER,
    "instructions" TEXT NOT NULL,
    "labels" JSONB NOT NULL,
    "diff" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "guideline_versions_pkey" PRIMARY KEY ("project_id","version")
);

-- CreateTable
CREATE TABLE "releases" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "version" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "license" TEXT NOT NULL,
    "citation" TEXT,
    "sha256" TEXT NOT NULL,
    "line_count" INTEGER NOT NULL,
    "counts" JSONB NOT NULL,
    "agreement" JSONB NOT NULL,
    "guideline_versions" INTEGER[],
    "settings" JSONB NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "releases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "release_lines" (
    "release_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "language" TEXT,
    "line" TEXT NOT NULL,

    CONSTRAINT "release_lines_pkey" PRIMARY KEY ("release_id","external_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "releases_project_id_version_key" ON "releases"("project_id", "version");

-- AddForeignKey
ALTER TABLE "guideline_versions" ADD CONSTRAINT "guideline_versions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guideline_versions" ADD CONSTRAINT "guideline_versions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "releases" ADD CONSTRAINT "releases_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "release_lines" ADD CONSTRAINT "release_lines_release_id_fkey" FOREIGN KEY ("release_id") REFERENCES "releases"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Backfill: every project's guidelines as they stand are its version 1 (its label settings: the
-- keys that exist; a reader fills in the kind's defaults).
INSERT INTO guideline_versions (project_id, version, created_at, author_id, instructions, labels)
SELECT p.id, 1, p.created_at, p.created_by_id, p.instructions,
       COALESCE((SELECT jsonb_object_agg(k, p.settings -> k)
                 FROM unnest(ARRAY['taskCategories', 'gradeLabels', 'readmeMatchThreshold',
                                   'qaRejectRule', 'commentAgreement']) AS k
                 WHERE p.settings ? k), '{}'::jsonb)
FROM projects p;
