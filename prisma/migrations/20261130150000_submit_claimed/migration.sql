-- The submit's fast path (lib/queue/submit-annotation.ts): when the app instance that made the
-- claim still holds what it learned then (the project's kind and settings, the item's other
-- annotations), it validates against that and submits in one round trip. This function checks,
-- in the same statement, that what the app relied on still holds: the assignment is the caller's,
-- the caller still has an annotating role (p_roles NULL: the caller may annotate without one, as
-- in accord_claim_item), and the project's settings are those the app validated against. If any
-- of it does not hold it writes nothing and returns `refused`, and the app takes the slow path
-- (load, check, validate: the authority for every error). Otherwise it is accord_submit_annotation
-- (p_others, as there, are the annotations the app compared: a mismatch returns `stale`).
CREATE FUNCTION accord_submit_claimed(
  p_user_id integer, p_roles "ProjectRole"[], p_settings jsonb,
  p_assignment_id integer, p_overlap integer, p_others integer[],
  p_data jsonb, p_time_spent_ms integer, p_cite_pos integer[], p_cite_url text[], p_cite_quote text[], p_codes text[],
  p_outcome text, p_gold_source text, p_gold jsonb, p_compare jsonb, p_late_draft jsonb
) RETURNS TABLE (outcome text, annotation_id integer, item_status text, prior jsonb)
LANGUAGE plpgsql ROWS 1 AS $$
BEGIN
  -- Key lookups only, no join (see migration 20261130140000).
  IF NOT EXISTS (
    SELECT 1 FROM assignments a
     WHERE a.id = p_assignment_id AND a.user_id = p_user_id
       AND (SELECT p.settings FROM projects p WHERE p.id = a.project_id) = p_settings
       AND (p_roles IS NULL OR EXISTS (
             SELECT 1 FROM project_members m WHERE m.project_id = a.project_id AND m.user_id = p_user_id AND m.role = ANY (p_roles)))) THEN
    RETURN QUERY SELECT 'refused'::text, NULL::integer, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM accord_submit_annotation(
    p_assignment_id, p_overlap, p_others, p_data, p_time_spent_ms, p_cite_pos, p_cite_url, p_cite_quote, p_codes,
    p_outcome, p_gold_source, p_gold, p_compare, p_late_draft);
END $$;
