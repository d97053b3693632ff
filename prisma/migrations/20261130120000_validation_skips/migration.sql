-- CreateTable
CREATE TABLE "validation_skips" (
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "validation_skips_pkey" PRIMARY KEY ("item_id","user_id")
);

-- CreateIndex
CREATE INDEX "validation_skips_user_id_idx" ON "validation_skips"("user_id");

-- AddForeignKey
ALTER TABLE "validation_skips" ADD CONSTRAINT "validation_skips_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "validation_skips" ADD CONSTRAINT "validation_skips_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

