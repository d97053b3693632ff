-- Revise within a window (decision 048): until when each annotation and check answer may be
-- revised by its author. Existing rows get none (they were compared, or will be, as before).
-- AlterTable
ALTER TABLE "annotations" ADD COLUMN     "revisable_until" TIMESTAMPTZ(3),
ADD COLUMN     "revised_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "check_answers" ADD COLUMN     "revisable_until" TIMESTAMPTZ(3);

-- accord_submit_annotation takes the project's default reviseMinutes (a new parameter): the old
-- signature goes, the functions migration after this one creates the new one.
DROP FUNCTION IF EXISTS accord_submit_annotation(integer, "ProjectRole"[], jsonb, integer, integer, integer[], jsonb, double precision, integer[], text[], text[], text[], text, text, jsonb, jsonb, jsonb);
