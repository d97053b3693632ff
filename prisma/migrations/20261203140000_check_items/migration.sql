-- AlterTable
ALTER TABLE "assignments" ADD COLUMN     "is_check" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "check_items" (
    "item_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "marked_by_id" INTEGER,
    "marked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_items_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "check_answers" (
    "id" INTEGER NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "score" DOUBLE PRECISION,
    "time_spent_ms" INTEGER NOT NULL DEFAULT 0,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "check_pauses" (
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "paused_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resumed_at" TIMESTAMPTZ(3),
    "resumed_by_id" INTEGER,

    CONSTRAINT "check_pauses_pkey" PRIMARY KEY ("project_id","user_id")
);

-- CreateIndex
CREATE INDEX "check_items_project_id_idx" ON "check_items"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "check_answers_assignment_id_key" ON "check_answers"("assignment_id");

-- CreateIndex
CREATE INDEX "check_answers_user_id_project_id_submitted_at_idx" ON "check_answers"("user_id", "project_id", "submitted_at");

-- CreateIndex
CREATE INDEX "check_answers_project_id_idx" ON "check_answers"("project_id");

-- AddForeignKey
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_answers" ADD CONSTRAINT "check_answers_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_answers" ADD CONSTRAINT "check_answers_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

