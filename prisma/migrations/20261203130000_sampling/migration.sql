-- AlterEnum
ALTER TYPE "GoldSource" ADD VALUE 'single';

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "sampled" BOOLEAN,
ADD COLUMN     "validation_sampled" BOOLEAN;

