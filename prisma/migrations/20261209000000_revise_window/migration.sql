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

-- Projects that exist before this change keep today's behaviour (compared at the last submit, no
-- revising): a running study does not start deferring its comparisons on upgrade. New projects
-- get the setting's default (lib/projects/project-settings.ts).
UPDATE "projects" SET "settings" = jsonb_set("settings"::jsonb, '{reviseMinutes}', '0') WHERE NOT ("settings"::jsonb ? 'reviseMinutes');
