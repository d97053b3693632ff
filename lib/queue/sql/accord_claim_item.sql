-- The claim (lib/queue/claim-next-item.ts), as steps: eligibility (accord_claimer_languages: the
-- membership and languages; accord_claim_room: the quota), then a check item when one is due
-- (accord_claim_check_item, lib/checks/sql/; a row of NULLs for a paused caller; nothing for one
-- who must first pass the qualification round, accord_member_unqualified), else the caller's
-- running claim, else the next item in the project's order (accord_next_item; with a file group's
-- other items, accord_file_group_items), and accord_take_slots takes the slot (RULE: exactly N,
-- accord_slot_free); no row when none is left.
-- Locks, always in this order, so that no two paths deadlock (the submit takes the same):
--   1. the project's overlap lock: shared by claims and submits, exclusive while a lead changes
--      the overlap (lib/projects/apply-overlap-change.ts), so both see one overlap throughout;
--   2. (claims) the caller's own queue lock: one claim at a time per person and project;
--   3. the item's row (each step locks its candidate FOR UPDATE SKIP LOCKED), then the assignment's.
-- p_roles: the roles that may annotate (lib/auth/permissions.ts), NULL for anyone (admins);
-- p_overlap, p_lease_minutes: defaults for unset settings. Returns the overlap it used. p_ahead_of
-- (prefetch, decision 050): the caller's running claim on screen asks for the one ahead (at most
-- two running claims; a file group ahead once the one on screen is down to its last).
CREATE OR REPLACE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer, p_roles "ProjectRole"[], p_ahead_of integer DEFAULT NULL)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
-- ROWS 1, not the default 1,000; generic plans for it and the steps it calls (decision 056).
LANGUAGE plpgsql ROWS 1 SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_langs text[];        -- the member's languages; empty: any
  v_probe text[];        -- the languages stage 3 probes one by one (routed or interleaved)
  v_overlap integer; v_lease integer; v_order text; v_quota integer; v_check_rate numeric;
  v_group boolean;       -- claimGroup set (decision 051)
  v_screen integer[] := '{}';  -- grouped prefetch: the items of the group on screen
  v_room integer;        -- how many new claims the quota leaves (NULL: no quota)
  v_item integer; v_stratum text; v_skip integer; v_members integer[] := '{}';
  v_passed integer[] := '{}';  -- items this claim passed over (locked by others, or full)
BEGIN
  v_langs := accord_claimer_languages(p_project_id, p_user_id, p_roles);
  IF v_langs IS NULL THEN RETURN; END IF;
  -- Not yet qualified (decision 080): no real item, nor a check; lib/queue/claim-next-item.ts says why.
  IF accord_member_unqualified(p_project_id, p_user_id) THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || p_project_id::text, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('accord.queue:' || p_user_id::text || ':' || p_project_id::text, 0));
  -- Read under the overlap lock, so an overlap change is either wholly before or after this claim.
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap), COALESCE((p.settings ->> 'leaseMinutes')::integer, p_lease_minutes),
         COALESCE(p.settings ->> 'order', 'sequential'), (p.settings ->> 'quota')::integer, (p.settings ->> 'checkRate')::numeric,
         p.settings ->> 'claimGroup' IS NOT NULL
    INTO v_overlap, v_lease, v_order, v_quota, v_check_rate, v_group FROM projects p WHERE p.id = p_project_id;
  IF NOT FOUND THEN RETURN; END IF;
  IF p_ahead_of IS NOT NULL THEN  -- under the queue lock, so two prefetches never both claim
    SELECT s.ahead_of, s.screen INTO p_ahead_of, v_screen FROM accord_claim_screen(p_project_id, p_user_id, p_ahead_of, v_group) s;
  END IF;
  IF cardinality(v_screen) > 1 THEN RETURN; END IF;
  -- Prefetching, the running claim comes before the check items (a check is never a third claim).
  FOR v_pass IN 1..2 LOOP
    IF (v_pass = 1) = (p_ahead_of IS NOT NULL) THEN
      RETURN QUERY SELECT * FROM accord_running_claim(p_project_id, p_user_id, p_ahead_of, v_screen, v_overlap);
      IF FOUND THEN RETURN; END IF;
    END IF;
    CONTINUE WHEN v_pass = 2;  -- check items (decision 025), with this claim's one read (027)
    RETURN QUERY SELECT * FROM accord_claim_check_item(p_project_id, p_user_id, v_langs, v_check_rate, v_quota, v_overlap, v_lease, v_order, p_ahead_of);
    IF FOUND THEN RETURN; END IF;
  END LOOP;
  v_room := accord_claim_room(p_project_id, p_user_id, v_quota, p_ahead_of, v_screen);
  IF v_room <= 0 THEN RETURN; END IF;
  v_probe := accord_probe_languages(p_project_id, v_langs, v_order);
  FOR v_stage IN 1..4 LOOP
    -- A locked item turns out full only if another claim committed since its step's snapshot, so a
    -- few retries suffice; the bound only guards against a livelock.
    FOR v_attempt IN 1..25 LOOP
      SELECT n.item_id, n.stratum, n.passed INTO v_item, v_stratum, v_skip
        FROM accord_next_item(v_stage, p_project_id, p_user_id, v_langs, v_probe, v_order, v_passed, v_overlap) n;
      IF v_skip IS NOT NULL THEN v_passed := v_passed || v_skip; CONTINUE; END IF;
      EXIT WHEN v_item IS NULL;
      IF v_group THEN v_members := accord_file_group_items(v_item, v_stage, p_project_id, p_user_id, v_langs, v_passed, v_overlap, v_room - 1); END IF;
      RETURN QUERY SELECT * FROM accord_take_slots(v_item || v_members, p_project_id, p_user_id, v_overlap, v_lease);
      IF FOUND THEN
        IF v_stratum IS NOT NULL THEN  -- interleaved (decision 034): one more of this stratum served
          INSERT INTO stratum_tallies AS t (project_id, user_id, stratum, claims) VALUES (p_project_id, p_user_id, v_stratum, 1)
          ON CONFLICT (project_id, user_id, stratum) DO UPDATE SET claims = t.claims + 1;
        END IF;
        RETURN;
      END IF;
      v_passed := v_passed || v_item || v_members;
      v_members := '{}';
    END LOOP;
  END LOOP;
END $$;
