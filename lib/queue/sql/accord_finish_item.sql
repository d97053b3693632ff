-- Finishes an item whose last annotation is in: its status (left alone when already the outcome:
-- the submit sets it with the count), its gold record (unless a third person must decide) and
-- the audit row. The comparison itself is made by the app (lib/queue/decide-item.ts). Called by
-- accord_submit_annotation and by a lowered overlap (lib/projects/apply-overlap-change.ts).
CREATE OR REPLACE FUNCTION accord_finish_item(
  p_item_id integer, p_project_id integer, p_actor_id integer, p_before text,
  p_outcome text, p_gold_source text, p_gold jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET status = p_outcome::"ItemStatus", updated_at = now() WHERE id = p_item_id AND status IS DISTINCT FROM p_outcome::"ItemStatus";
  IF p_gold_source IS NOT NULL THEN
    INSERT INTO gold_records (item_id, source, data, updated_at) VALUES (p_item_id, p_gold_source::"GoldSource", p_gold, now())
    ON CONFLICT (item_id) DO UPDATE SET source = EXCLUDED.source, data = EXCLUDED.data, updated_at = now(), updated_by_id = NULL;
  END IF;
  INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after)
  VALUES (p_actor_id, p_project_id, 'item.compare', 'item', p_item_id::text, jsonb_build_object('status', p_before), p_after);
END $$;
