-- Whether the item has a free slot (RULE: exactly N): fewer of its assignments hold a slot
-- (accord_holds_slot) than it needs (accord_item_overlap). Every step of the claim asks it: the
-- candidates in their snapshot, then accord_take_slots again under the item's row lock, in a fresh
-- snapshot, before it writes. Called as a scalar subquery and inlined, like accord_never_held.
CREATE OR REPLACE FUNCTION accord_slot_free(p_item_id integer, p_sampled boolean, p_overlap integer)
RETURNS TABLE (slot_free boolean)
LANGUAGE sql STABLE ROWS 1 AS $$
  SELECT (SELECT count(*) FROM assignments s WHERE s.item_id = p_item_id AND accord_holds_slot(s.status, s.lease_expires_at, now()))
         < accord_item_overlap(p_sampled, p_overlap)
$$;
