-- Imports in progress and the items they wrote (decisions 028, 036). Nothing reads them yet but the
-- startup sweep of dead imports (lib/items/import/sweep-dead-imports.ts) and bench/import-stall.ts.
-- AlterTable
ALTER TABLE "items" ADD COLUMN     "import_id" INTEGER;

-- CreateTable
CREATE TABLE "imports" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "process_start" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "imports_project_id_idx" ON "imports"("project_id");

-- AddForeignKey
ALTER TABLE "imports" ADD CONSTRAINT "imports_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;


