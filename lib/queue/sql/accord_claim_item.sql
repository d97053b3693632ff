-- A check item when one is due (accord_claim_check_item, lib/checks/sql/; a row of NULLs for a
-- paused caller), else the caller's running claim in the project, else a new claim on the next item that still has a
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
-- Languages (decision 023): a member with languages gets only items in them or with no language.
-- They are read with the membership, FOR SHARE, so a language change (which releases claims
-- outside the new ones, lib/projects/update-project-member.ts) waits for a claim in flight and
-- the next claim sees it. Stages 2 and 3 then probe the index per language (a lateral walk of
-- items_project_id_language_status_annotation_count_id_idx per code, and one for NULL) and take
-- the best head: each probe stops at its first unlocked match, so a rare language never turns
-- the walk into a scan of the others. A head not taken stays locked until the claim commits.
-- (The probes for no language order by the index's whole key: PostgreSQL does not take
-- `language IS NULL` as fixing the column, and would sort every such item instead.)
-- Order (settings `order`) chooses among untouched items (stage 3) only: items others started
-- come first in every order, so that items get finished. `quota` caps a person's submits.
-- Interleaved (decision 034): stage 3 asks accord_next_stratum_item for an item of the caller's
-- least-served stratum and counts the claim in their stratum_tallies.
-- Prefetch (decision 050): p_ahead_of, the caller's running claim on screen, asks for the claim one
-- ahead of it: their other running claim if they hold one, else a new claim, a check item when one
-- is due after the one on screen (accord_claim_check_item counts it as finished), so a person holds
-- at most two running claims in a project. The one ahead is an ordinary lease:
-- it holds its slot like any claim (exactly N), and the quota counts the one on screen as done.
-- A p_ahead_of that is not the caller's running claim in the project is ignored (an ordinary claim).
-- File groups (decision 051, settings claimGroup "file_id"): whichever stage picks the head, the
-- claim takes with it every other item of the head's file (generated_comments.file_id) that has a
-- free slot and that the caller never held, in one statement: one assignment each, the same lease,
-- each item's slots recounted under its own row lock (exactly N per item; a full item is passed
-- over). The others are locked in id order, SKIP LOCKED like every candidate (one another claim or
-- submit holds stays its own, and no claim waits on another). Where the head is the caller's own
-- expired or released claim (stages 1 and 4), their other such claims on the file come with it: a
-- released group comes back whole. "One ahead" counts groups: the group on screen is all the caller's
-- running claims on p_ahead_of's file, and the group ahead is claimed only once that group is down
-- to its last claim (before, a prefetch gets no row). Returns the
-- claimed item with the lowest id (the group's first); the others are the caller's running claims on
-- its file.
CREATE OR REPLACE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer, p_roles "ProjectRole"[], p_ahead_of integer DEFAULT NULL)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
-- At most one row: the planner must not expect the default 1,000 (and hash-join all items).
-- Generic plans (decision 056): left to choose, PL/pgSQL re-planned the candidate statements at
-- every call (their generic cost estimate is above the custom plans'), which cost more than
-- running them, most of all the routed ones (a member with languages): 1.3 ms a claim against
-- 0.43 ms with generic plans, 0.7 against 0.37 ms without languages (PG15, 100k items).
LANGUAGE plpgsql ROWS 1 SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_overlap integer;
  v_lease integer;
  v_item integer;
  v_passed integer[] := '{}';
  v_langs text[];        -- the member's languages; empty: any
  v_probe text[];        -- the languages stages 2 and 3 probe one by one (routed or interleaved)
  v_order text;
  v_quota integer;
  v_submitted integer;
  v_done integer;        -- the caller's submitted and skipped items in the project
  v_stratum text;       -- interleaved: the stratum of the item stage 3 took (decision 034)
  v_heads integer[];
  v_check_rate numeric;
  v_group boolean;       -- claimGroup "file_id" (decision 051)
  v_screen integer[] := '{}';  -- grouped prefetch: the items of the group on screen
  v_room integer;        -- how many new claims the quota leaves (NULL: no quota)
  v_members integer[] := '{}'; -- a group claim: the head's file's other items, locked
BEGIN
  -- The membership rule and the caller's languages, under the membership's lock (accord_claimer_languages).
  v_langs := accord_claimer_languages(p_project_id, p_user_id, p_roles);
  IF v_langs IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || p_project_id::text, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('accord.queue:' || p_user_id::text || ':' || p_project_id::text, 0));
  -- Read under the overlap lock, so an overlap change is either wholly before or after this claim.
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap), COALESCE((p.settings ->> 'leaseMinutes')::integer, p_lease_minutes),
         COALESCE(p.settings ->> 'order', 'sequential'), (p.settings ->> 'quota')::integer, (p.settings ->> 'checkRate')::numeric,
         COALESCE(p.settings ->> 'claimGroup' = 'file_id', false)
    INTO v_overlap, v_lease, v_order, v_quota, v_check_rate, v_group FROM projects p WHERE p.id = p_project_id;
  IF NOT FOUND THEN RETURN; END IF;
  -- Prefetch (decision 050): under the queue lock, so two prefetches never both claim.
  IF p_ahead_of IS NOT NULL AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.id = p_ahead_of AND a.user_id = p_user_id
      AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()) THEN
    p_ahead_of := NULL;
  END IF;
  -- File groups: the group on screen is the caller's running claims on the file of the one on screen.
  IF v_group AND p_ahead_of IS NOT NULL THEN
    SELECT COALESCE(array_agg(a.item_id), '{}') INTO v_screen FROM assignments a JOIN generated_comments c ON c.item_id = a.item_id
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND c.file_id = (SELECT h.file_id FROM assignments o JOIN generated_comments h ON h.item_id = o.item_id WHERE o.id = p_ahead_of);
    -- Nothing ahead while the group on screen has other claims: the single-item screen then walks
    -- the file in a row (its next claim is the group's next one), and a give-back of the claim
    -- ahead (a group release) never touches the group on screen.
    IF cardinality(v_screen) > 1 THEN RETURN; END IF;
  END IF;
  FOR v_pass IN 1..2 LOOP
    -- The caller's running claim (other than the one on screen): checked before the check items
    -- when prefetching, so that a check is never a third claim.
    IF (v_pass = 1) = (p_ahead_of IS NOT NULL) THEN
      RETURN QUERY
        SELECT a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap FROM assignments a JOIN items i ON i.id = a.item_id
         WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
           AND a.id IS DISTINCT FROM p_ahead_of AND a.item_id <> ALL (v_screen) AND i.status IN ('pending', 'in_annotation')
         ORDER BY a.claimed_at, a.id LIMIT 1;
      IF FOUND THEN RETURN; END IF;
    END IF;
    -- Check items first (decision 025), with this claim's one read of the languages and settings (decision 027).
    IF v_pass = 1 THEN
      RETURN QUERY SELECT * FROM accord_claim_check_item(p_project_id, p_user_id, v_langs, v_check_rate, v_quota, v_overlap, v_lease, v_order, p_ahead_of);
      IF FOUND THEN RETURN; END IF;
    END IF;
  END LOOP;
  -- Quota: no new claim once the caller has submitted their share (under their queue lock, so
  -- their own concurrent claims cannot overshoot it). Read from their tallies: no scan.
  SELECT COALESCE(sum(t.assignments) FILTER (WHERE t.status = 'submitted'), 0), COALESCE(sum(t.assignments), 0)
    INTO v_submitted, v_done FROM assignment_tallies t WHERE t.user_id = p_user_id AND t.project_id = p_project_id;
  -- The claim on screen (a group's every claim), when prefetching, counts as submitted.
  v_room := v_quota - v_submitted - CASE WHEN p_ahead_of IS NULL THEN 0 ELSE greatest(cardinality(v_screen), 1) END;
  IF v_room <= 0 THEN RETURN; END IF;
  -- The probed languages: the member's; for interleaved without languages, the project's (a loose
  -- index scan, one probe per distinct language).
  IF cardinality(v_langs) > 0 THEN
    v_probe := v_langs;
  ELSIF v_order = 'interleaved' THEN
    WITH RECURSIVE l(language) AS (
      (SELECT i.language FROM items i WHERE i.project_id = p_project_id AND i.language IS NOT NULL ORDER BY i.language LIMIT 1)
      UNION ALL
      SELECT (SELECT i.language FROM items i WHERE i.project_id = p_project_id AND i.language > l.language ORDER BY i.language LIMIT 1) FROM l WHERE l.language IS NOT NULL)
    SELECT COALESCE(array_agg(l.language), '{}') INTO v_probe FROM l WHERE l.language IS NOT NULL;
  END IF;
  FOR v_stage IN 1..4 LOOP
    -- A locked item can turn out full only if another claim committed since our snapshot, so a
    -- few retries suffice; the bound only guards against a livelock.
    FOR v_attempt IN 1..25 LOOP
      -- BEGIN interleaved (decision 034): the least-served stratum's next item, else the statements below.
      v_stratum := NULL;
      IF v_stage = 3 AND v_order = 'interleaved' THEN
        SELECT s.item_id, s.stratum INTO v_item, v_stratum FROM accord_next_stratum_item(p_project_id, p_user_id, v_probe, v_passed) s;
      END IF;
      IF v_stratum IS NOT NULL THEN
        NULL;
      -- END interleaved
      ELSIF v_stage = 1 THEN
        -- My own claims whose lease ran out, on items still in annotation with a free slot: their
        -- drafts are there. An index range of my active assignments (a handful at most).
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND m.status = 'active' AND m.lease_expires_at <= now()
           AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND (cardinality(v_langs) = 0 OR i.language IS NULL OR i.language = ANY (v_langs))
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
         ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      ELSIF v_stage = 2 AND cardinality(v_langs) > 0 THEN
        -- Stage 2 for a member with languages: the same walk per language (and for items with no
        -- language), the best head taken.
        SELECT h.id INTO v_item FROM (
          SELECT c.id, c.annotation_count FROM unnest(v_probe) l(language) CROSS JOIN LATERAL (
            SELECT i.id, i.annotation_count FROM items i
             WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
               AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
               AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                      AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
             ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
          UNION ALL
          SELECT n.id, n.annotation_count FROM (
            SELECT i.id, i.annotation_count FROM items i
             WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
               AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
               AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                      AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
             ORDER BY i.language, i.status, i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) n) h
         ORDER BY h.annotation_count DESC, h.id LIMIT 1;
      ELSIF v_stage = 2 THEN
        -- Items others started that I never held, most annotations first (finish items before
        -- starting new ones). Walked in the order of items_project_id_status_annotation_count_id_idx
        -- and stopped at the first with a free slot; each step is a probe by key, so the cost
        -- follows the items in flight, never the length of my history.
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id = p_project_id AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
         ORDER BY i.annotation_count DESC, i.id
         LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSIF v_stage = 3 AND v_order = 'random' THEN
        -- Random: of the next 64 untouched items in import order (per language when routed), the
        -- one with the lowest hash of (project, person, item): a shuffle stable per person and
        -- different between people, at a bounded cost (decision 023). Locked on its own; one
        -- another claim holds is passed over.
        SELECT w.id INTO v_item FROM (
          SELECT i.id FROM items i
           WHERE cardinality(v_langs) = 0 AND i.project_id BETWEEN p_project_id AND p_project_id AND i.status = 'pending' AND i.id <> ALL (v_passed)
             AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
           ORDER BY i.project_id, i.id LIMIT 64) w
         ORDER BY hashtextextended(p_project_id::text || ':' || p_user_id::text || ':' || w.id::text, 0), w.id LIMIT 1;
        IF v_item IS NULL AND cardinality(v_langs) > 0 THEN
          SELECT w.id INTO v_item FROM (
            SELECT c.id FROM unnest(v_probe) l(language) CROSS JOIN LATERAL (
              SELECT i.id FROM items i
               WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'pending' AND i.id <> ALL (v_passed)
                 AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
               ORDER BY i.annotation_count DESC, i.id LIMIT 64) c
            UNION ALL
            (SELECT i.id FROM items i
              WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'pending' AND i.id <> ALL (v_passed)
                AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
              ORDER BY i.language, i.status, i.annotation_count DESC, i.id LIMIT 64)) w
           ORDER BY hashtextextended(p_project_id::text || ':' || p_user_id::text || ':' || w.id::text, 0), w.id LIMIT 1;
        END IF;
        IF v_item IS NOT NULL THEN
          v_heads := ARRAY[v_item];
          SELECT i.id INTO v_item FROM items i WHERE i.id = v_item AND i.status = 'pending' FOR UPDATE SKIP LOCKED;
          IF v_item IS NULL THEN
            v_passed := v_passed || v_heads;
            CONTINUE;
          END IF;
        END IF;
      ELSIF v_stage = 3 AND cardinality(v_probe) > 0 THEN
        -- Routed (or interleaved with no stratum left: items not keyed): the head of each language's
        -- untouched items (pending items have no annotations, so the index's annotation_count DESC,
        -- id is id order), and of those with no language; the lowest id is taken.
        SELECT array_agg(h.id ORDER BY h.id) INTO v_heads FROM (
          SELECT l.language, c.id FROM unnest(v_probe) l(language) CROSS JOIN LATERAL (
            SELECT i.id FROM items i
             WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'pending' AND i.id <> ALL (v_passed)
               AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
             ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
          UNION ALL
          SELECT NULL, n.id FROM (
            SELECT i.id FROM items i
             WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'pending' AND i.id <> ALL (v_passed)
               AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
             ORDER BY i.language, i.status, i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) n) h;
        v_item := v_heads[1];
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
           AND (cardinality(v_langs) = 0 OR i.language IS NULL OR i.language = ANY (v_langs))
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
         ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      END IF;
      EXIT WHEN v_item IS NULL;
      IF v_group THEN
        -- File groups (decision 051): the head's file's other items with a free slot in this
        -- snapshot, never held by the caller (stages 1 and 4: or their own expired or released
        -- claims, as the head), in id order, as many as the quota leaves room for.
        SELECT COALESCE(array_agg(g.id ORDER BY g.id), '{}') INTO v_members FROM (
          SELECT i.id FROM generated_comments h JOIN generated_comments c ON c.file_id = h.file_id AND c.item_id <> h.item_id JOIN items i ON i.id = c.item_id
           WHERE h.item_id = v_item AND i.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (v_passed)
             AND (cardinality(v_langs) = 0 OR i.language IS NULL OR i.language = ANY (v_langs))
             AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id
                   AND NOT (v_stage IN (1, 4) AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))))
             AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                    AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
           ORDER BY i.id LIMIT v_room - 1 FOR UPDATE OF i SKIP LOCKED) g;
      END IF;
      -- RULE: exactly N. Recounted under each item's row lock (this statement's fresh snapshot): a
      -- claim only while a slot is free. One item, or a file group's head and members.
      RETURN QUERY
        WITH claimed AS (
          INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at)
          SELECT i.id, p_user_id, p_project_id, 'active', now() + make_interval(mins => v_lease), now(), now() FROM items i
           WHERE i.id = ANY (v_item || v_members)
             AND (SELECT count(*) FROM assignments s
                   WHERE s.item_id = i.id AND accord_holds_slot(s.status, s.lease_expires_at, now())) < accord_item_overlap(i.sampled, v_overlap)
           ORDER BY i.id
          ON CONFLICT (item_id, user_id) DO UPDATE
            SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
            WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
          RETURNING a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap),
        started AS (
          UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id IN (SELECT c.item_id FROM claimed c) AND status = 'pending')
        SELECT c.* FROM claimed c ORDER BY c.item_id LIMIT 1;
      IF FOUND THEN
        -- Interleaved (decision 034): one more of this stratum served to the caller, also when the
        -- statements below took the item (every stratum's head was locked by concurrent claims).
        IF v_stage = 3 AND v_order = 'interleaved' AND v_stratum IS NULL THEN
          SELECT i.stratum INTO v_stratum FROM items i WHERE i.id = v_item;
        END IF;
        IF v_stratum IS NOT NULL THEN
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
