-- `order: random` (decision 023): of the next 64 untouched items in import order that the caller
-- never held (per language in p_probe and for no language when routed, p_langs not '{}'), the
-- one with the lowest hash of (project, person, item): a shuffle stable per person and different
-- between people, at a bounded cost. Not locked: accord_untouched_item locks it on its own.
-- The walks read the human sample's partial indexes (decision 076), as accord_untouched_item's.
CREATE OR REPLACE FUNCTION accord_random_item(p_project_id integer, p_user_id integer, p_langs text[], p_probe text[], p_passed integer[])
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_item integer;
BEGIN
  IF cardinality(p_langs) = 0 THEN
    SELECT w.id INTO v_item FROM (
      SELECT i.id FROM items i
       WHERE i.project_id = p_project_id AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
         AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
       ORDER BY i.id LIMIT 64) w
     ORDER BY hashtextextended(p_project_id::text || ':' || p_user_id::text || ':' || w.id::text, 0), w.id LIMIT 1;
    RETURN v_item;
  END IF;
  SELECT w.id INTO v_item FROM (
    SELECT c.id FROM unnest(p_probe) l(language) CROSS JOIN LATERAL (
      SELECT i.id FROM items i
       WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
         AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
       ORDER BY i.id LIMIT 64) c
    UNION ALL
    (SELECT i.id FROM items i
      WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
        AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
      ORDER BY i.language, i.id LIMIT 64)) w
   ORDER BY hashtextextended(p_project_id::text || ':' || p_user_id::text || ':' || w.id::text, 0), w.id LIMIT 1;
  RETURN v_item;
END $$;
