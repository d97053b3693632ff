-- CreateIndex
CREATE INDEX "items_external_id_idx" ON "items"("external_id");

