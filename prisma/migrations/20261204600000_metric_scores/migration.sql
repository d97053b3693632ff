-- CreateTable
CREATE TABLE "metric_scores" (
    "item_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "metric" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "noise" BOOLEAN,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "metric_scores_pkey" PRIMARY KEY ("item_id","metric")
);

-- CreateIndex
CREATE INDEX "metric_scores_project_id_metric_idx" ON "metric_scores"("project_id", "metric");

-- AddForeignKey
ALTER TABLE "metric_scores" ADD CONSTRAINT "metric_scores_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
