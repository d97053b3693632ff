-- Stage 2 of the claim: an item others started (in annotation) that the caller never held, with
-- a free slot, most annotations first (items get finished before new ones start, in every order),
-- locked FOR UPDATE SKIP LOCKED so that concurrent claimers fan out instead of queueing.
-- Unrouted (p_langs '{}'): one walk of items_project_id_status_annotation_count_id_idx, stopped at
-- the first match: each step is a probe by key, so the cost follows the items in flight, never
-- the length of the caller's history. Routed (decision 023): the same walk per language in p_langs
-- and one for items with no language, the best head taken; each probe stops at its first unlocked
-- match, so a rare language never turns the walk into a scan of the others. A head not taken stays
-- locked until the claim commits. (The probe for no language orders by the index's whole key:
-- PostgreSQL does not take `language IS NULL` as fixing the column, and would sort every such item.)
CREATE OR REPLACE FUNCTION accord_started_item(p_project_id integer, p_user_id integer, p_langs text[], p_passed integer[], p_overlap integer)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_item integer;
BEGIN
  IF cardinality(p_langs) = 0 THEN
    SELECT i.id INTO v_item FROM items i
     WHERE i.project_id = p_project_id AND i.status = 'in_annotation' AND i.id <> ALL (p_passed)
       AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
       AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
     ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED;
    RETURN v_item;
  END IF;
  SELECT h.id INTO v_item FROM (
    SELECT c.id, c.annotation_count FROM unnest(p_langs) l(language) CROSS JOIN LATERAL (
      SELECT i.id, i.annotation_count FROM items i
       WHERE i.project_id = p_project_id AND i.language = l.language AND i.status = 'in_annotation' AND i.id <> ALL (p_passed)
         AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
       ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
    UNION ALL
    SELECT n.id, n.annotation_count FROM (
      SELECT i.id, i.annotation_count FROM items i
       WHERE i.project_id = p_project_id AND i.language IS NULL AND i.status = 'in_annotation' AND i.id <> ALL (p_passed)
         AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
       ORDER BY i.language, i.status, i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) n) h
   ORDER BY h.annotation_count DESC, h.id LIMIT 1;
  RETURN v_item;
END $$;
