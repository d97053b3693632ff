-- Quota (settings `quota`): how many new claims the caller may still take (NULL: no quota). Read
-- from their tallies (no scan) under their queue lock, so their own concurrent claims cannot
-- overshoot it. When prefetching, the claim on screen (a group's every claim, p_screen) counts as
-- submitted. PL/pgSQL, so that its plan is cached like the claim's.
CREATE OR REPLACE FUNCTION accord_claim_room(p_project_id integer, p_user_id integer, p_quota integer, p_ahead_of integer, p_screen integer[])
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_submitted integer;
BEGIN
  SELECT COALESCE(sum(t.assignments) FILTER (WHERE t.status = 'submitted'), 0) INTO v_submitted
    FROM assignment_tallies t WHERE t.user_id = p_user_id AND t.project_id = p_project_id;
  RETURN p_quota - v_submitted - CASE WHEN p_ahead_of IS NULL THEN 0 ELSE greatest(cardinality(p_screen), 1) END;
END $$;
