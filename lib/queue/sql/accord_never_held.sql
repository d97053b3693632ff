-- Whether the caller never held the item: no assignment of theirs on it, in any state (a
-- submitted, skipped, released or running claim all count). The one statement of the test for
-- every step of the claim. Call it as a scalar subquery,
--   (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh),
-- so that PostgreSQL inlines it (a SQL, STABLE set-returning function): one index probe of
-- assignments_item_id_user_id_key per candidate, as when written out. A plain boolean function
-- with a subquery is not inlined, and cost 2.5× the walk (an executor start per row).
CREATE OR REPLACE FUNCTION accord_never_held(p_item_id integer, p_user_id integer)
RETURNS TABLE (never_held boolean)
LANGUAGE sql STABLE ROWS 1 AS $$
  SELECT NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = p_item_id AND m.user_id = p_user_id)
$$;
