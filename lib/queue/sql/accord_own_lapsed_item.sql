-- Stages 1 and 4 of the claim: the caller's own lapsed claim on an item with a free slot, locked
-- FOR UPDATE SKIP LOCKED (its draft is there). Stage 1: an expired claim on an item in annotation,
-- most annotations first; stage 4: a released claim, or an expired one on a pending item, lowest
-- id first. Items in other languages than the member's (p_langs, '{}': any) and p_passed are left
-- out. Cost: an index range of the caller's assignments in the project (a handful).
CREATE OR REPLACE FUNCTION accord_own_lapsed_item(p_stage integer, p_project_id integer, p_user_id integer, p_langs text[], p_passed integer[], p_overlap integer)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_item integer;
BEGIN
  IF p_stage = 1 THEN
    SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
     WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND m.status = 'active' AND m.lease_expires_at <= now()
       AND i.status = 'in_annotation' AND i.id <> ALL (p_passed)
       AND (cardinality(p_langs) = 0 OR i.language IS NULL OR i.language = ANY (p_langs))
       AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
     ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
  ELSE
    SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
     WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (p_passed)
       AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))
       AND (cardinality(p_langs) = 0 OR i.language IS NULL OR i.language = ANY (p_langs))
       AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
     ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
  END IF;
  RETURN v_item;
END $$;
