-- The caller's running claim in the project (the oldest), on an item still open, so that asking
-- again returns it; when prefetching, one other than the claim on screen (p_ahead_of) and its file
-- group (p_screen).
CREATE OR REPLACE FUNCTION accord_running_claim(p_project_id integer, p_user_id integer, p_ahead_of integer, p_screen integer[], p_overlap integer)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT a.id, a.item_id, a.lease_expires_at, a.draft, p_overlap FROM assignments a JOIN items i ON i.id = a.item_id
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND a.id IS DISTINCT FROM p_ahead_of AND a.item_id <> ALL (p_screen) AND i.status IN ('pending', 'in_annotation')
     ORDER BY a.claimed_at, a.id LIMIT 1;
END $$;
