-- The fifth item kind, model_answer (issue #16): the kind's name and its typed table.
-- AlterEnum
ALTER TYPE "ItemKind" ADD VALUE 'model_answer';

-- CreateTable
CREATE TABLE "model_answers" (
    "item_id" INTEGER NOT NULL,
    "question" TEXT NOT NULL,
    "reference_answer" TEXT NOT NULL,
    "predicted_answer" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "run" INTEGER,
    "qa_external_id" TEXT,

    CONSTRAINT "model_answers_pkey" PRIMARY KEY ("item_id")
);

-- CreateIndex
CREATE INDEX "model_answers_model_idx" ON "model_answers"("model");

-- CreateIndex
CREATE INDEX "model_answers_qa_external_id_idx" ON "model_answers"("qa_external_id");

-- AddForeignKey
ALTER TABLE "model_answers" ADD CONSTRAINT "model_answers_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
