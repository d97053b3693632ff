-- The qualification round (SPEC §2, decision 080): training items, attempts, their answers, grants.
-- CreateTable
CREATE TABLE "training_items" (
    "item_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "marked_by_id" INTEGER,
    "marked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "training_items_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "qualification_attempts" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "seed" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "score" DOUBLE PRECISION,
    "passed" BOOLEAN,
    "retry_allowed_at" TIMESTAMPTZ(3),
    "retry_allowed_by_id" INTEGER,

    CONSTRAINT "qualification_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "training_answers" (
    "id" SERIAL NOT NULL,
    "attempt_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "is_equal" BOOLEAN NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "training_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qualification_grants" (
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "granted_by_id" INTEGER,
    "granted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "qualification_grants_pkey" PRIMARY KEY ("project_id","user_id")
);

-- CreateIndex
CREATE INDEX "training_items_project_id_idx" ON "training_items"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "qualification_attempts_project_id_user_id_number_key" ON "qualification_attempts"("project_id", "user_id", "number");

-- CreateIndex
CREATE INDEX "training_answers_item_id_idx" ON "training_answers"("item_id");

-- CreateIndex
CREATE UNIQUE INDEX "training_answers_attempt_id_position_key" ON "training_answers"("attempt_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "training_answers_attempt_id_item_id_key" ON "training_answers"("attempt_id", "item_id");

-- AddForeignKey
ALTER TABLE "training_items" ADD CONSTRAINT "training_items_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qualification_attempts" ADD CONSTRAINT "qualification_attempts_project_id_user_id_fkey" FOREIGN KEY ("project_id", "user_id") REFERENCES "project_members"("project_id", "user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_attempt_id_fkey" FOREIGN KEY ("attempt_id") REFERENCES "qualification_attempts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qualification_grants" ADD CONSTRAINT "qualification_grants_project_id_user_id_fkey" FOREIGN KEY ("project_id", "user_id") REFERENCES "project_members"("project_id", "user_id") ON DELETE CASCADE ON UPDATE CASCADE;

