-- The claim checks who may claim and reads the lease from the project's settings itself, so that
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

DROP FUNCTION accord_claim_item(integer, integer, integer, integer);

CREATE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer, p_roles "ProjectRole"[])
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
-- At most one row: the planner must not expect the default 1,000 (and hash-join all items).
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_overlap integer;
  v_lease integer;
  v_item integer;
  v_passed integer[] := '{}';
BEGIN
  IF p_roles IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM project_members m WHERE m.project_id = p_project_id AND m.user_id = p_user_id AND m.role = ANY (p_roles)) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || p_project_id::text, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('accord.queue:' || p_user_id::text || ':' || p_project_id::text, 0));
  -- Read under the overlap lock, so an overlap change is either wholly before or after this claim.
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap), COALESCE((p.settings ->> 'leaseMinutes')::integer, p_lease_minutes)
    INTO v_overlap, v_lease FROM projects p WHERE p.id = p_project_id;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY
    SELECT a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap FROM assignments a JOIN items i ON i.id = a.item_id
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND i.status IN ('pending', 'in_annotation')
     ORDER BY a.claimed_at, a.id LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  FOR v_stage IN 1..3 LOOP
    -- A locked item can turn out full only if another claim committed since our snapshot, so a
    -- few retries suffice; the bound only guards against a livelock.
    FOR v_attempt IN 1..25 LOOP
      IF v_stage = 1 THEN
        SELECT i.id INTO v_item FROM items i LEFT JOIN assignments m ON m.item_id = i.id AND m.user_id = p_user_id
         WHERE i.project_id = p_project_id AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND CASE WHEN m.id IS NULL OR (m.status = 'active' AND m.lease_expires_at <= now())
                    THEN (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                            AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))) < v_overlap
                    ELSE false END
         ORDER BY (m.id IS NOT NULL) DESC, i.annotation_count DESC, i.id
         LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      ELSIF v_stage = 2 THEN
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id BETWEEN p_project_id AND p_project_id AND i.status = 'pending' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
         ORDER BY i.project_id, i.id LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSE
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (v_passed)
           AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))) < v_overlap
         ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      END IF;
      EXIT WHEN v_item IS NULL;
      RETURN QUERY
        WITH slots AS (
          SELECT count(*) AS taken FROM assignments s
           WHERE s.item_id = v_item AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))),
        claimed AS (
          INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at)
          SELECT v_item, p_user_id, p_project_id, 'active', now() + make_interval(mins => v_lease), now(), now() FROM slots WHERE taken < v_overlap
          ON CONFLICT (item_id, user_id) DO UPDATE
            SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
            WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
          RETURNING a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap),
        started AS (
          UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id = v_item AND status = 'pending' AND EXISTS (SELECT 1 FROM claimed))
        SELECT * FROM claimed;
      IF FOUND THEN RETURN; END IF;
      v_passed := v_passed || v_item;
    END LOOP;
  END LOOP;
END $$;

