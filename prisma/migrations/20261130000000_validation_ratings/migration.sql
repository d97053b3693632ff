-- CreateTable
CREATE TABLE "validation_ratings" (
    "item_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "validation_ratings_pkey" PRIMARY KEY ("item_id","user_id")
);

-- CreateIndex
CREATE INDEX "validation_ratings_user_id_idx" ON "validation_ratings"("user_id");

-- AddForeignKey
ALTER TABLE "validation_ratings" ADD CONSTRAINT "validation_ratings_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "validation_ratings" ADD CONSTRAINT "validation_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Ratings are on the declared 1–4 scale (not modelled by Prisma).
ALTER TABLE "validation_ratings" ADD CONSTRAINT "validation_ratings_rating_check" CHECK ("rating" BETWEEN 1 AND 4);
