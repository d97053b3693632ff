-- Take the slot (RULE: exactly N): a claim of the caller on each of p_items (locked by the step
-- that chose them) that still has a free slot, recounted in this statement's fresh snapshot under
-- the item's row lock, which serializes it with every other claim and submit of the item. The
-- caller's own row is reused (unique item_id, user_id) when released or expired, keeping its draft;
-- a pending item goes into annotation. Returns the claim on the lowest id (a file group's first);
-- no row when every item turned out full.
CREATE OR REPLACE FUNCTION accord_take_slots(p_items integer[], p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH claimed AS (
      INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at)
      SELECT i.id, p_user_id, p_project_id, 'active', now() + make_interval(mins => p_lease_minutes), now(), now() FROM items i
       WHERE i.id = ANY (p_items) AND (SELECT sf.slot_free FROM accord_slot_free(i.id, i.sampled, p_overlap) sf)
       ORDER BY i.id
      ON CONFLICT (item_id, user_id) DO UPDATE
        SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
        WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
      RETURNING a.id, a.item_id, a.lease_expires_at, a.draft, p_overlap),
    started AS (
      UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id IN (SELECT c.item_id FROM claimed c) AND status = 'pending')
    SELECT c.* FROM claimed c ORDER BY c.item_id LIMIT 1;
END $$;
