-- The human sample (SPEC §2, decision 076): false = judges only, never claimed.
ALTER TABLE "items" ADD COLUMN     "human" BOOLEAN;
