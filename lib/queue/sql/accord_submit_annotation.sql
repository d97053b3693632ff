-- Submits an annotation for assignment p_assignment_id, all under the item's row lock. Called by
-- lib/queue/submit-annotation.ts. The app validated p_data and, when this is the item's last
-- annotation, compared it with the others' (p_others: their ids in submission order;
-- p_outcome/p_gold_source/p_gold/p_compare: the decision). With a revise window (the project's
-- reviseMinutes, p_revise_minutes when unset, > 0: decision 048) the annotation may be revised
-- until `revisable_until`, and the last one compares nothing: the item stays in annotation, full,
-- until lib/gold/compare-full-items.ts compares it when its last window has closed (also when an
-- earlier annotation of the item had a window and this one has none). Outcomes:
--   submitted  written (annotation_id, the item's new status);
--   already    the assignment was submitted before (its annotation's id and data, the item's status);
--   skipped    the caller skipped the item;
--   late       no slot for the caller (lease expired and others took the slots, or the item is
--              done): nothing written but p_late_draft (if given) as the assignment's draft;
--   stale      this is the item's last annotation but the decision was not made on the item's
--              annotations now: nothing written; `prior` holds the overlap and the others'
--              annotations (id, data) to compare again;
--   paused     the check rule paused the caller in the project (accord_member_paused): nothing
--              written but p_late_draft (if given) as the assignment's draft;
--   unqualified  the caller must first pass the project's qualification round
--              (accord_member_unqualified, decision 080): nothing written but p_late_draft as for paused;
--   refused    (p_user_id given: the one-round-trip path, decision 007) the assignment is not
--              p_user_id's, they lack one of p_roles (in an active membership and account), or the project's settings differ from
--              p_settings: nothing written, the app loads and checks (the authority for errors).
-- The assignment's project is read on the assignment, not through a join with items: that join
-- was planned from lagging statistics of a fast-growing table (decision 006).
CREATE OR REPLACE FUNCTION accord_submit_annotation(
  p_user_id integer, p_roles "ProjectRole"[], p_settings jsonb,
  p_assignment_id integer, p_overlap integer, p_others integer[],
  p_data jsonb, p_time_spent_ms double precision, p_cite_pos integer[], p_cite_url text[], p_cite_quote text[], p_codes text[],
  p_outcome text, p_gold_source text, p_gold jsonb, p_compare jsonb, p_late_draft jsonb, p_revise_minutes integer
) RETURNS TABLE (outcome text, annotation_id integer, item_status text, prior jsonb)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_item integer;
  v_user integer;
  v_project integer;
  v_item_status text;
  v_sampled boolean;
  v_overlap integer;
  v_revise integer;
  v_defer boolean;
  v_status text;
  v_holds boolean;
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
             SELECT 1 FROM project_members m JOIN users u ON u.id = m.user_id
              WHERE m.project_id = v_project AND m.user_id = p_user_id AND m.role = ANY (p_roles) AND m.is_active AND u.is_active))) THEN
    RETURN QUERY SELECT 'refused'::text, NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || v_project::text, 0));
  SELECT i.status::text, i.sampled INTO v_item_status, v_sampled FROM items i WHERE i.id = v_item FOR UPDATE;
  -- The item's overlap (sampling, decision 024), read under the overlap lock.
  SELECT accord_item_overlap(v_sampled, COALESCE((p.settings ->> 'overlap')::integer, p_overlap)), COALESCE((p.settings ->> 'reviseMinutes')::integer, p_revise_minutes, 0)
    INTO v_overlap, v_revise FROM projects p WHERE p.id = v_project;
  -- Counted after the item lock, in this statement's fresh snapshot.
  SELECT a.status::text, accord_holds_slot(a.status, a.lease_expires_at, now()),
         (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.status = 'submitted'),
         (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.user_id IS DISTINCT FROM a.user_id
             AND accord_holds_slot(s.status, s.lease_expires_at, now()))
    INTO v_status, v_holds, v_submitted, v_others_slots
    FROM assignments a WHERE a.id = p_assignment_id FOR UPDATE;
  IF v_status = 'submitted' THEN
    RETURN QUERY SELECT 'already', an.id, v_item_status, an.data FROM annotations an WHERE an.assignment_id = p_assignment_id;
    RETURN;
  END IF;
  IF v_status = 'skipped' THEN
    RETURN QUERY SELECT 'skipped', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  -- A member the check rule paused submits nothing (decision 027); their work stays as the draft.
  IF accord_member_paused(v_project, v_user) THEN
    IF p_late_draft IS NOT NULL THEN
      UPDATE assignments SET draft = p_late_draft, updated_at = now() WHERE id = p_assignment_id;
    END IF;
    RETURN QUERY SELECT 'paused', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  IF accord_member_unqualified(v_project, v_user) THEN
    IF p_late_draft IS NOT NULL THEN
      UPDATE assignments SET draft = p_late_draft, updated_at = now() WHERE id = p_assignment_id;
    END IF;
    RETURN QUERY SELECT 'unqualified', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  -- RULE: exactly N. A running lease holds a slot; after expiry (or a release) only a free slot
  -- will do. Never more than the overlap's annotations, whatever happened to the leases.
  IF v_item_status NOT IN ('pending', 'in_annotation') OR v_submitted >= v_overlap
     OR (NOT v_holds AND v_others_slots >= v_overlap) THEN
    IF p_late_draft IS NOT NULL THEN
      UPDATE assignments SET draft = p_late_draft, updated_at = now() WHERE id = p_assignment_id;
    END IF;
    RETURN QUERY SELECT 'late', NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  -- Compared later (decision 048) with a window now, or when another annotation of the item ever
  -- had one (its data may have been revised since the caller's load: the sweep reads it stored).
  v_defer := v_revise > 0 OR EXISTS (SELECT 1 FROM annotations an WHERE an.item_id = v_item AND an.revisable_until IS NOT NULL);
  IF v_submitted + 1 >= v_overlap AND NOT v_defer
     AND (p_outcome IS NULL
          OR COALESCE((SELECT array_agg(an.id ORDER BY an.submitted_at, an.id) FROM annotations an
                        WHERE an.item_id = v_item AND an.machine_annotator IS NULL AND an.user_id IS DISTINCT FROM v_user), '{}') <> p_others) THEN
    -- What to compare instead: the overlap and the others' annotations now.
    RETURN QUERY SELECT 'stale', NULL::integer, NULL::text, jsonb_build_object(
      'overlap', v_overlap,
      'others', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', an.id, 'data', an.data) ORDER BY an.submitted_at, an.id) FROM annotations an
                           WHERE an.item_id = v_item AND an.machine_annotator IS NULL AND an.user_id IS DISTINCT FROM v_user), '[]'::jsonb));
    RETURN;
  END IF;
  -- The annotation, its citation and error-tag rows, and the assignment marked submitted.
  -- `submitted_at` is the clock after the item lock, so it orders an item's annotations as they
  -- were accepted (now() is the transaction's start); the revise window ends W minutes after it.
  WITH ann AS (
    INSERT INTO annotations (item_id, user_id, assignment_id, data, time_spent_ms, submitted_at, revisable_until)
    SELECT a.item_id, a.user_id, a.id, p_data, accord_time_spent_ms(p_time_spent_ms, a.claimed_at), t.at,
           CASE WHEN v_revise > 0 THEN t.at + make_interval(mins => v_revise) END
      FROM assignments a, (SELECT clock_timestamp() AS at) t
     WHERE a.id = p_assignment_id
    RETURNING id),
  done AS (UPDATE assignments SET status = 'submitted', draft = NULL, updated_at = now() WHERE id = p_assignment_id)
  SELECT ann.id INTO v_annotation FROM ann;
  PERFORM accord_write_annotation_rows(v_annotation, p_cite_pos, p_cite_url, p_cite_quote, p_codes);
  IF v_submitted + 1 < v_overlap OR v_defer THEN
    UPDATE items SET annotation_count = annotation_count + 1, status = 'in_annotation', updated_at = now() WHERE id = v_item;
    RETURN QUERY SELECT 'submitted', v_annotation, 'in_annotation'::text, NULL::jsonb;
  ELSE
    UPDATE items SET annotation_count = annotation_count + 1, status = p_outcome::"ItemStatus", updated_at = now() WHERE id = v_item;
    PERFORM accord_write_outcome(v_item, v_project, v_user, 'item.compare', p_outcome, p_gold_source, p_gold, NULL, jsonb_build_object('status', v_item_status), p_compare);
    RETURN QUERY SELECT 'submitted', v_annotation, p_outcome, NULL::jsonb;
  END IF;
END $$;
