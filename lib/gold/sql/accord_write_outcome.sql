-- The one writer of an item's outcome: its status, its gold record and the audit event, together.
-- Called by accord_submit_annotation (the last annotation compared) and, through
-- lib/gold/write-outcome.ts, which first checks the move against lib/gold/status-transitions.ts,
-- by a lowered overlap, an adjudicator's decision, a lead's gold edit and a reopen.
-- The status is left alone when it already is p_status (the submit sets it with the count).
-- Gold: p_gold_source NULL leaves the record as it is; with p_gold NULL it removes the record;
-- else the record is set (p_gold_by: the person who decided, NULL for a comparison).
CREATE OR REPLACE FUNCTION accord_write_outcome(
  p_item_id integer, p_project_id integer, p_actor_id integer, p_action text, p_status text,
  p_gold_source text, p_gold jsonb, p_gold_by integer, p_before jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET status = p_status::"ItemStatus", updated_at = now() WHERE id = p_item_id AND status IS DISTINCT FROM p_status::"ItemStatus";
  IF p_gold_source IS NOT NULL AND p_gold IS NULL THEN
    DELETE FROM gold_records WHERE item_id = p_item_id;
  ELSIF p_gold_source IS NOT NULL THEN
    INSERT INTO gold_records (item_id, source, data, updated_at, updated_by_id) VALUES (p_item_id, p_gold_source::"GoldSource", p_gold, now(), p_gold_by)
    ON CONFLICT (item_id) DO UPDATE SET source = EXCLUDED.source, data = EXCLUDED.data, updated_at = now(), updated_by_id = EXCLUDED.updated_by_id;
  END IF;
  PERFORM accord_write_audit(p_actor_id, p_project_id, p_action, 'item', p_item_id::text, p_before, p_after);
END $$;
