-- Stage 3 of the claim: an untouched (pending) item the caller never held, in the project's order
-- (settings `order`), locked FOR UPDATE SKIP LOCKED; no slot pre-filter (accord_take_slots recounts).
-- Interleaved (decision 034): the least-served stratum's next item (accord_next_stratum_item,
-- which names its stratum), else as routed. Random: accord_random_item's pick, locked on its
-- own; when another claim holds it, `passed` names it and the claim tries again without it.
-- Routed (p_probe: the member's languages, or interleaved's project languages): the head of each
-- language's untouched items and of those with no language, the lowest id taken (heads not taken
-- stay locked until the claim commits). Else the lowest id. Judges-only items (items.human false,
-- decision 076) are never offered: they stay pending, so every walk here leaves them out, by
-- walking items_human_pending_idx and items_human_pending_language_idx, which hold none of them.
CREATE OR REPLACE FUNCTION accord_untouched_item(p_project_id integer, p_user_id integer, p_langs text[], p_probe text[], p_order text, p_passed integer[])
RETURNS TABLE (item_id integer, stratum text, passed integer)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_item integer;
  v_stratum text;
  v_pick integer;        -- random: the item chosen before it is locked
BEGIN
  IF p_order = 'interleaved' THEN
    SELECT s.item_id, s.stratum INTO v_item, v_stratum FROM accord_next_stratum_item(p_project_id, p_user_id, p_probe, p_passed) s;
    IF v_stratum IS NOT NULL THEN RETURN QUERY SELECT v_item, v_stratum, NULL::integer; RETURN; END IF;
  END IF;
  IF p_order = 'random' THEN
    v_pick := accord_random_item(p_project_id, p_user_id, p_langs, p_probe, p_passed);
    SELECT i.id INTO v_item FROM items i WHERE i.id = v_pick AND i.status = 'pending' AND i.human IS NOT FALSE FOR UPDATE SKIP LOCKED;
    IF v_item IS NULL THEN RETURN QUERY SELECT NULL::integer, NULL::text, v_pick; RETURN; END IF;
  ELSIF cardinality(p_probe) > 0 THEN
    SELECT min(h.id) INTO v_item FROM (
      SELECT c.id FROM unnest(p_probe) l(language) CROSS JOIN LATERAL (
        SELECT i.id FROM items i
         WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
           AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         ORDER BY i.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
      UNION ALL
      SELECT n.id FROM (
        SELECT i.id FROM items i
         WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
           AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         ORDER BY i.language, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) n) h;
  ELSE
    SELECT i.id INTO v_item FROM items i
     WHERE i.project_id = p_project_id AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
       AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
     ORDER BY i.id LIMIT 1 FOR UPDATE SKIP LOCKED;
  END IF;
  -- Interleaved with every stratum's head locked by others: the item's stratum still counts.
  IF p_order = 'interleaved' AND v_item IS NOT NULL THEN
    SELECT i.stratum INTO v_stratum FROM items i WHERE i.id = v_item;
  END IF;
  RETURN QUERY SELECT v_item, v_stratum, NULL::integer;
END $$;
