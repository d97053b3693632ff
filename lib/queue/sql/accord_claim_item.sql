-- The caller's running claim in the project, else a new claim on the next item that still has a
-- free slot and that the caller has not submitted, skipped or claimed; no row when none is left.
-- Called by lib/queue/claim-next-item.ts.
--
-- Locks, always in this order, so that no two paths deadlock (the submit takes the same):
--   1. the project's overlap lock: shared by claims and submits, exclusive while a lead changes
--      the overlap (lib/projects/apply-overlap-change.ts), so both see one overlap throughout;
--   2. (claims) the caller's own queue lock: one claim at a time per person and project;
--   3. the item's row, then the assignment's row.
-- p_roles: the membership roles that may annotate (lib/auth/permissions.ts, projectRolesAllowed),
-- NULL for anyone (admins); anyone else gets no row, and the app tells 403 from 404 by the project
-- access it reads in the same statement. p_overlap and p_lease_minutes are the defaults for
-- settings that do not set them. Returns the overlap it used, for the progress.
-- Each candidate statement locks at most one item (FOR UPDATE SKIP LOCKED, so concurrent claimers
-- fan out instead of queueing) and pre-filters on slots in its snapshot; after the lock a new
-- statement recounts the slots in a fresh snapshot (the row lock serializes it with every other
-- claim and submit of the item) and a full item is passed over. The caller's own row is reused
-- (unique item_id, user_id) when released or expired, keeping its draft.
CREATE OR REPLACE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer, p_roles "ProjectRole"[])
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
  -- The membership and the account must be active. FOR SHARE makes a deactivation (an UPDATE of
  -- either row) wait for a claim in flight, which it then releases, and makes a claim that comes
  -- after it see the deactivated row: no claim slips past a deactivation.
  IF p_roles IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM project_members m JOIN users u ON u.id = m.user_id
     WHERE m.project_id = p_project_id AND m.user_id = p_user_id AND m.role = ANY (p_roles) AND m.is_active AND u.is_active
       FOR SHARE) THEN
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
  FOR v_stage IN 1..4 LOOP
    -- A locked item can turn out full only if another claim committed since our snapshot, so a
    -- few retries suffice; the bound only guards against a livelock.
    FOR v_attempt IN 1..25 LOOP
      IF v_stage = 1 THEN
        -- My own claims whose lease ran out, on items still in annotation with a free slot: their
        -- drafts are there. An index range of my active assignments (a handful at most).
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND m.status = 'active' AND m.lease_expires_at <= now()
           AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap) -- h4: the item's overlap (sampling)
         ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      ELSIF v_stage = 2 THEN
        -- Items others started that I never held, most annotations first (finish items before
        -- starting new ones). Walked in the order of items_project_id_status_annotation_count_id_idx
        -- and stopped at the first with a free slot; each step is a probe by key, so the cost
        -- follows the items in flight, never the length of my history.
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id = p_project_id AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap) -- h4: the item's overlap (sampling)
         ORDER BY i.annotation_count DESC, i.id
         LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSIF v_stage = 3 THEN
        -- Untouched items, lowest id first.
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id BETWEEN p_project_id AND p_project_id AND i.status = 'pending' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
         ORDER BY i.project_id, i.id LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSE
        -- Items I released, and my expired claims on items the first stage does not cover (pending
        -- ones), if a slot is free.
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (v_passed)
           AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap) -- h4: the item's overlap (sampling)
         ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      END IF;
      EXIT WHEN v_item IS NULL;
      -- RULE: exactly N. Recounted under the item's row lock: a claim only while a slot is free.
      RETURN QUERY
        WITH slots AS (
          SELECT count(*) AS taken FROM assignments s
           WHERE s.item_id = v_item AND accord_holds_slot(s.status, s.lease_expires_at, now())),
        claimed AS (
          INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at)
          SELECT v_item, p_user_id, p_project_id, 'active', now() + make_interval(mins => v_lease), now(), now() FROM slots
           WHERE taken < accord_item_overlap((SELECT i.sampled FROM items i WHERE i.id = v_item), v_overlap) -- h4: the item's overlap (sampling)
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
