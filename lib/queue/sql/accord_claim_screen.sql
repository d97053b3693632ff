-- Prefetch (decision 050): what is on the caller's screen when they claim ahead. `ahead_of`:
-- p_ahead_of when it is their running claim in the project, else NULL (an ordinary claim).
-- `screen`: with file groups (decision 051), every running claim of theirs in its group
-- (items.group_key: the group on screen); accord_claim_item claims nothing ahead while that group
-- has more than one, so the screen walks the file in a row and giving back the claim ahead never
-- touches the group on screen.
CREATE OR REPLACE FUNCTION accord_claim_screen(p_project_id integer, p_user_id integer, p_ahead_of integer, p_group boolean)
RETURNS TABLE (ahead_of integer, screen integer[])
LANGUAGE plpgsql ROWS 1 AS $$
DECLARE
  v_screen integer[] := '{}';
BEGIN
  IF p_ahead_of IS NOT NULL AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.id = p_ahead_of AND a.user_id = p_user_id
      AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()) THEN
    p_ahead_of := NULL;
  END IF;
  IF p_group AND p_ahead_of IS NOT NULL THEN
    SELECT COALESCE(array_agg(a.item_id), '{}') INTO v_screen FROM assignments a JOIN items i ON i.id = a.item_id
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND i.group_key = (SELECT h.group_key FROM assignments o JOIN items h ON h.id = o.item_id WHERE o.id = p_ahead_of);
  END IF;
  RETURN QUERY SELECT p_ahead_of, v_screen;
END $$;
