-- accord_submit_annotation, third version (the first is in 20261130100000_queue_functions, whose
-- comment lists the outcomes). Three changes:
--
-- 1. It finds the assignment's project on the assignment, not through a join with items. That
--    join was planned from the assignments table's statistics, and while they lagged behind the
--    table (it grows by thousands of rows between autovacuum's analyses) PostgreSQL chose a merge
--    join walking the items' primary key from the start: ~7 ms on 20k items, growing with the
--    project. Assignments carry their project (20261130130000, decision 006).
-- 2. The submit's one-round-trip path (decision 007): with p_user_id given, it first checks what
--    the app relied on without loading it: the assignment is p_user_id's, p_user_id has one of
--    p_roles in the project (p_roles NULL: may annotate without one, as in accord_claim_item), and
--    the project's settings equal p_settings. If not, it writes nothing and returns `refused`;
--    the app then loads and checks (the authority for every error). p_user_id NULL: no checks
--    (the app loaded and checked just before).
-- 3. The item's last annotation updates the item once (count and outcome together), and
--    accord_finish_item leaves a status that is already the outcome alone.
DROP FUNCTION accord_submit_annotation(integer, integer, integer[], jsonb, integer, integer[], text[], text[], text[], text, text, jsonb, jsonb, jsonb);

CREATE FUNCTION accord_submit_annotation(
  p_user_id integer, p_roles "ProjectRole"[], p_settings jsonb,
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
  SELECT a.item_id, a.user_id, a.project_id INTO v_item, v_user, v_project FROM assignments a WHERE a.id = p_assignment_id;
  IF v_item IS NULL THEN RETURN; END IF;
  IF p_user_id IS NOT NULL AND (
       v_user <> p_user_id
       OR (SELECT p.settings FROM projects p WHERE p.id = v_project) IS DISTINCT FROM p_settings
       OR (p_roles IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM project_members m WHERE m.project_id = v_project AND m.user_id = p_user_id AND m.role = ANY (p_roles)))) THEN
    RETURN QUERY SELECT 'refused'::text, NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
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
    UPDATE items SET annotation_count = annotation_count + 1, status = p_outcome::"ItemStatus", updated_at = now() WHERE id = v_item;
    PERFORM accord_finish_item(v_item, v_project, v_user, v_item_status, p_outcome, p_gold_source, p_gold, p_compare);
    RETURN QUERY SELECT 'submitted', v_annotation, p_outcome, NULL::jsonb;
  END IF;
END $$;

-- Unchanged but for the status update, which skips an item already at its outcome (the submit
-- above set it together with the count).
CREATE OR REPLACE FUNCTION accord_finish_item(
  p_item_id integer, p_project_id integer, p_actor_id integer, p_before text,
  p_outcome text, p_gold_source text, p_gold jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET status = p_outcome::"ItemStatus", updated_at = now() WHERE id = p_item_id AND status IS DISTINCT FROM p_outcome::"ItemStatus";
  IF p_gold_source IS NOT NULL THEN
    INSERT INTO gold_records (item_id, source, data, updated_at) VALUES (p_item_id, p_gold_source::"GoldSource", p_gold, now())
    ON CONFLICT (item_id) DO UPDATE SET source = EXCLUDED.source, data = EXCLUDED.data, updated_at = now(), updated_by_id = NULL;
  END IF;
  INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after)
  VALUES (p_actor_id, p_project_id, 'item.compare', 'item', p_item_id::text, jsonb_build_object('status', p_before), p_after);
END $$;
