-- File groups (decision 051, the claimGroup setting set): the other items of p_head's group
-- (items.group_key, written at import from the kind module's groupKey: a comment's file) that the
-- claim takes with it, in id order, at most p_limit (what the quota leaves): items with a free
-- slot in this snapshot that the caller never held, or, when the head is their own lapsed claim
-- (stages 1 and 4), their other lapsed claims on the file, so a released group comes back whole.
-- An item without a key has no group. Locked FOR UPDATE SKIP LOCKED like every candidate: one
-- another claim or submit holds stays its own, and no claim waits on another. accord_take_slots
-- recounts each one's slots under its lock (a full item is passed over).
CREATE OR REPLACE FUNCTION accord_file_group_items(p_head integer, p_stage integer, p_project_id integer, p_user_id integer, p_langs text[],
                                                   p_passed integer[], p_overlap integer, p_limit integer)
RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  v_items integer[];
BEGIN
  SELECT COALESCE(array_agg(g.id ORDER BY g.id), '{}') INTO v_items FROM (
    SELECT i.id FROM items h JOIN items i ON i.group_key = h.group_key AND i.id <> h.id
     WHERE h.id = p_head AND i.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
       AND (cardinality(p_langs) = 0 OR i.language IS NULL OR i.language = ANY (p_langs))
       AND ((SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
            OR (p_stage IN (1, 4) AND EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id
                  AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now())))))
       AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
     ORDER BY i.id LIMIT p_limit FOR UPDATE OF i SKIP LOCKED) g;
  RETURN v_items;
END $$;
