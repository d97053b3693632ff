-- CreateEnum
CREATE TYPE "MachineFailureType" AS ENUM ('unparseable', 'empty', 'refusal', 'invalid');

-- AlterTable
ALTER TABLE "annotations" ADD COLUMN     "machine_run_id" INTEGER;

-- CreateTable
CREATE TABLE "machine_runs" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "version" TEXT,
    "prompt_strategy" TEXT,
    "prompt_language" TEXT,
    "temperature" DOUBLE PRECISION,
    "seed" BIGINT,
    "run_number" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "machine_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "machine_failures" (
    "id" SERIAL NOT NULL,
    "run_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "type" "MachineFailureType" NOT NULL,
    "message" TEXT,
    "raw" TEXT,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "machine_failures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "machine_runs_project_id_name_key" ON "machine_runs"("project_id", "name");

-- CreateIndex
CREATE INDEX "machine_failures_item_id_idx" ON "machine_failures"("item_id");

-- CreateIndex
CREATE UNIQUE INDEX "machine_failures_run_id_item_id_key" ON "machine_failures"("run_id", "item_id");

-- CreateIndex
CREATE UNIQUE INDEX "annotations_machine_run_id_item_id_key" ON "annotations"("machine_run_id", "item_id");

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_machine_run_id_fkey" FOREIGN KEY ("machine_run_id") REFERENCES "machine_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machine_runs" ADD CONSTRAINT "machine_runs_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machine_runs" ADD CONSTRAINT "machine_runs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machine_failures" ADD CONSTRAINT "machine_failures_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "machine_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "machine_failures" ADD CONSTRAINT "machine_failures_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Existing machine labels become one run per (project, annotator name), the name as its model
-- (decision 030), created when its first label was.
INSERT INTO "machine_runs" ("project_id", "name", "model", "created_at")
SELECT i."project_id", a."machine_annotator", a."machine_annotator", min(a."submitted_at")
FROM "annotations" a JOIN "items" i ON i."id" = a."item_id"
WHERE a."machine_annotator" IS NOT NULL
GROUP BY i."project_id", a."machine_annotator";

UPDATE "annotations" a SET "machine_run_id" = r."id"
FROM "items" i, "machine_runs" r
WHERE i."id" = a."item_id" AND r."project_id" = i."project_id" AND r."name" = a."machine_annotator";

-- A machine label always belongs to a run, and only machine labels do.
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_machine_run_with_annotator" CHECK (("machine_annotator" IS NULL) = ("machine_run_id" IS NULL));
