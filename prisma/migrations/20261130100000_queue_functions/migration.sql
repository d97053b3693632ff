-- The queue's claim and submit, each one statement (one round trip) from the app. Written by
-- hand: functions are not part of the Prisma schema. Every lease comparison uses the database
-- clock; a slot of an item is taken by a submitted annotation or by a claim whose lease runs.
--
-- Locks, always in this order, so that no two paths deadlock:
--   1. the project's overlap lock: shared by claims and submits, exclusive while a lead changes
--      the overlap (lib/projects/apply-overlap-change.ts), so both see one overlap throughout;
--   2. (claims) the caller's own queue lock: one claim at a time per person and project;
--   3. the item's row, then the assignment's row.

-- Finishes an item whose last annotation is in: its status, its gold record (unless a third
-- person must decide) and the audit row. The comparison itself is made by the app.
CREATE FUNCTION accord_finish_item(
  p_item_id integer, p_project_id integer, p_actor_id integer, p_before text,
  p_outcome text, p_gold_source text, p_gold jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET status = p_outcome::"ItemStatus", updated_at = now() WHERE id = p_item_id;
  IF p_gold_source IS NOT NULL THEN
    INSERT INTO gold_records (item_id, source, data, updated_at) VALUES (p_item_id, p_gold_source::"GoldSource", p_gold, now())
    ON CONFLICT (item_id) DO UPDATE SET source = EXCLUDED.source, data = EXCLUDED.data, updated_at = now(), updated_by_id = NULL;
  END IF;
  INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after)
  VALUES (p_actor_id, p_project_id, 'item.compare', 'item', p_item_id::text, jsonb_build_object('status', p_before), p_after);
END $$;

-- The caller's running claim in the project, else a new claim on the next item that still has a
-- free slot and that the caller has not submitted, skipped or claimed; no row when none is left.
-- Candidates, in order; each statement locks at most one item (FOR UPDATE SKIP LOCKED, so
-- concurrent claimers fan out instead of queueing) and pre-filters on slots in its snapshot:
--   1. items already started (finish them first): my own expired claim, then most annotations,
--      lowest id; slots are counted only for items I may take (one CASE);
--   2. untouched items by lowest id (`project_id BETWEEN p AND p` keeps project_id in the sort
--      order, which only the index (project_id, status, id) provides);
--   3. items I released, or my expired claims on items that went back to pending.
-- After the lock a new statement recounts the slots in a fresh snapshot (the row lock serializes
-- it with every other claim and submit of the item); a full item is passed over. The caller's
-- own row is reused (unique item_id, user_id) when released or expired, keeping its draft.
CREATE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb)
-- At most one row: the planner must not expect the default 1,000 (and hash-join all items).
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_overlap integer;
  v_item integer;
  v_passed integer[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || p_project_id::text, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('accord.queue:' || p_user_id::text || ':' || p_project_id::text, 0));
  RETURN QUERY
    SELECT a.id, a.item_id, a.lease_expires_at, a.draft FROM assignments a JOIN items i ON i.id = a.item_id
     WHERE a.user_id = p_user_id AND i.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND i.status IN ('pending', 'in_annotation')
     ORDER BY a.claimed_at, a.id LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap) INTO v_overlap FROM projects p WHERE p.id = p_project_id;
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
         WHERE m.user_id = p_user_id AND i.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (v_passed)
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
          INSERT INTO assignments AS a (item_id, user_id, status, lease_expires_at, claimed_at, updated_at)
          SELECT v_item, p_user_id, 'active', now() + make_interval(mins => p_lease_minutes), now(), now() FROM slots WHERE taken < v_overlap
          ON CONFLICT (item_id, user_id) DO UPDATE
            SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
            WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
          RETURNING a.id, a.item_id, a.lease_expires_at, a.draft),
        started AS (
          UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id = v_item AND status = 'pending' AND EXISTS (SELECT 1 FROM claimed))
        SELECT * FROM claimed;
      IF FOUND THEN RETURN; END IF;
      v_passed := v_passed || v_item;
    END LOOP;
  END LOOP;
END $$;

-- Submits an annotation for assignment p_assignment_id, all under the item's row lock. The app
-- validated p_data and, when this is the item's last annotation, compared it with the others'
-- (p_others: their ids in submission order; p_outcome/p_gold_source/p_gold/p_compare: the
-- decision). Outcomes:
--   submitted  written (annotation_id, the item's new status);
--   already    the assignment was submitted before (its annotation's id and data, the item's status);
--   skipped    the caller skipped the item;
--   late       no slot for the caller (lease expired and others took the slots, or the item is
--              done): nothing written but p_late_draft (if given) as the assignment's draft;
--   stale      this is the item's last annotation but the decision was not made on the item's
--              annotations now: nothing written; `prior` holds the overlap and the others'
--              annotations (id, data) to compare again.
CREATE FUNCTION accord_submit_annotation(
  p_assignment_id integer, p_overlap integer, p_others integer[],
  p_data jsonb, p_time_spent_ms integer, p_cite_pos integer[], p_cite_url text[], p_cite_quote text[], p_codes text[],
  p_outcome text, p_gold_source text, p_gold jsonb, p_compare jsonb, p_late_draft jsonb
) RETURNS TABLE (outcome text, annotation_id integer, item_status text, prior jsonb)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_item integer;
  v_user integer;
  v_project integer;
  v_item_status text;
  v_overlap integer;
  v_status text;
  v_expired boolean;
  v_submitted integer;
  v_others_slots integer;
  v_annotation integer;
BEGIN
  SELECT a.item_id, a.user_id, i.project_id INTO v_item, v_user, v_project FROM assignments a JOIN items i ON i.id = a.item_id WHERE a.id = p_assignment_id;
  IF v_item IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || v_project::text, 0));
  SELECT i.status::text INTO v_item_status FROM items i WHERE i.id = v_item FOR UPDATE;
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap) INTO v_overlap FROM projects p WHERE p.id = v_project;
  -- Counted after the item lock, in this statement's fresh snapshot.
  SELECT a.status::text, a.lease_expires_at <= now(),
         (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.status = 'submitted'),
         (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.user_id <> a.user_id
             AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now())))
    INTO v_status, v_expired, v_submitted, v_others_slots
    FROM assignments a WHERE a.id = p_assignment_id FOR UPDATE;
  IF v_status = 'submitted' THEN
    RETURN QUERY SELECT 'already', an.id, v_item_status, an.data FROM annotations an WHERE an.assignment_id = p_assignment_id;
    RETURN;
  END IF;
  IF v_status = 'skipped' THEN
    RETURN QUERY SELECT 'skipped', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  -- A running lease holds a slot; after expiry (or a release) only a free slot will do. Never
  -- more than the overlap's annotations, whatever happened to the leases.
  IF v_item_status NOT IN ('pending', 'in_annotation') OR v_submitted >= v_overlap
     OR (NOT (v_status = 'active' AND NOT v_expired) AND v_others_slots >= v_overlap) THEN
    IF p_late_draft IS NOT NULL THEN
      UPDATE assignments SET draft = p_late_draft, updated_at = now() WHERE id = p_assignment_id;
    END IF;
    RETURN QUERY SELECT 'late', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  IF v_submitted + 1 >= v_overlap
     AND (p_outcome IS NULL
          OR COALESCE((SELECT array_agg(an.id ORDER BY an.submitted_at, an.id) FROM annotations an
                        WHERE an.item_id = v_item AND an.user_id IS NOT NULL AND an.user_id <> v_user), '{}') <> p_others) THEN
    -- What to compare instead: the overlap and the others' annotations now.
    RETURN QUERY SELECT 'stale', NULL::integer, NULL::text, jsonb_build_object(
      'overlap', v_overlap,
      'others', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', an.id, 'data', an.data) ORDER BY an.submitted_at, an.id) FROM annotations an
                           WHERE an.item_id = v_item AND an.user_id IS NOT NULL AND an.user_id <> v_user), '[]'::jsonb));
    RETURN;
  END IF;
  -- The annotation, its citation rows (the same URL twice is kept once), its error-tag rows, and
  -- the assignment marked submitted. Time spent is the client's active time clamped to
  -- [0, claim-to-now], else claim-to-now. `submitted_at` is the clock after the item lock, so it
  -- orders an item's annotations as they were accepted (now() is the transaction's start).
  WITH ann AS (
    INSERT INTO annotations (item_id, user_id, assignment_id, data, time_spent_ms, submitted_at)
    SELECT a.item_id, a.user_id, a.id, p_data, LEAST(COALESCE(p_time_spent_ms, e.ms), e.ms), clock_timestamp()
      FROM assignments a,
           LATERAL (SELECT LEAST(GREATEST(floor(extract(epoch FROM clock_timestamp() - a.claimed_at) * 1000), 0), 2147483647)::integer AS ms) e
     WHERE a.id = p_assignment_id
    RETURNING id),
  cited AS (
    INSERT INTO citations (annotation_id, position, url, quote)
    SELECT ann.id, t.p, t.u, t.q FROM ann, unnest(p_cite_pos, p_cite_url, p_cite_quote) AS t(p, u, q)
    ON CONFLICT (annotation_id, url) DO NOTHING),
  tagged AS (INSERT INTO error_tags (annotation_id, code) SELECT ann.id, c FROM ann, unnest(p_codes) AS c),
  done AS (UPDATE assignments SET status = 'submitted', draft = NULL, updated_at = now() WHERE id = p_assignment_id)
  SELECT ann.id INTO v_annotation FROM ann;
  IF v_submitted + 1 < v_overlap THEN
    UPDATE items SET annotation_count = annotation_count + 1, status = 'in_annotation', updated_at = now() WHERE id = v_item;
    RETURN QUERY SELECT 'submitted', v_annotation, 'in_annotation'::text, NULL::jsonb;
  ELSE
    UPDATE items SET annotation_count = annotation_count + 1 WHERE id = v_item;
    PERFORM accord_finish_item(v_item, v_project, v_user, v_item_status, p_outcome, p_gold_source, p_gold, p_compare);
    RETURN QUERY SELECT 'submitted', v_annotation, p_outcome, NULL::jsonb;
  END IF;
END $$;
