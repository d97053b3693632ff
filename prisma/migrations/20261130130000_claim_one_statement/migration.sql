-- (The claim function this migration re-created is in lib/queue/sql/accord_claim_item.sql now,
-- decision 012.) The claim checks who may claim and reads the lease from the project's settings itself, so that
-- the app's claim is one round trip (before: a project access query, then the claim). p_roles: the
-- membership roles that may annotate (lib/auth/permissions.ts, projectRolesAllowed), NULL for
-- anyone (admins); anyone else gets no row, and the app then tells 403 from 404 by the project
-- access it reads in the same statement. p_overlap and p_lease_minutes are the defaults for
-- settings that do not set them. Also returns the overlap it used, for the progress.
--
-- Assignments carry their item's project (written by the claim, the only writer), so that one
-- person's assignments in one project, counted by every claim's progress, are an index range
-- instead of a probe of the item of each of their assignments in every project.
DROP INDEX "assignments_user_id_status_idx";
ALTER TABLE "assignments" ADD COLUMN "project_id" INTEGER;
UPDATE "assignments" a SET "project_id" = i."project_id" FROM "items" i WHERE i."id" = a."item_id";
ALTER TABLE "assignments" ALTER COLUMN "project_id" SET NOT NULL;
CREATE INDEX "assignments_user_id_project_id_status_idx" ON "assignments"("user_id", "project_id", "status");
