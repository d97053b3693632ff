-- One item moves from one bucket to another, in the connection's shard (accord_tally_shard). An
-- item only moves up (more annotations, open to closed), so transactions that share a shard lock
-- its rows in the same order and never deadlock.
CREATE OR REPLACE FUNCTION accord_tally_updated_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old text := accord_tally_state(OLD.status, OLD.annotation_count);
  v_new text := accord_tally_state(NEW.status, NEW.annotation_count);
  v_shard smallint := accord_tally_shard();
BEGIN
  IF v_old IS NOT DISTINCT FROM v_new AND OLD.annotation_count = NEW.annotation_count AND OLD.project_id = NEW.project_id THEN
    RETURN NULL;
  END IF;
  -- A row of the unpublished import this transaction writes (decision 055): its own tally.
  IF NEW.import_id = accord_current_import() THEN
    INSERT INTO import_tallies AS t (import_id, project_id, state, annotation_count, shard, items)
    SELECT NEW.import_id, v.* FROM (VALUES (OLD.project_id, v_old, OLD.annotation_count, v_shard, -1),
                                           (NEW.project_id, v_new, NEW.annotation_count, v_shard, 1)) AS v(project_id, state, annotation_count, shard, items)
     WHERE v.state IS NOT NULL
    ON CONFLICT (import_id, project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
    RETURN NULL;
  END IF;
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT * FROM (VALUES (OLD.project_id, v_old, OLD.annotation_count, v_shard, -1),
                        (NEW.project_id, v_new, NEW.annotation_count, v_shard, 1)) AS v(project_id, state, annotation_count, shard, items)
   WHERE v.state IS NOT NULL
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  IF OLD.project_id <> NEW.project_id THEN
    INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
    VALUES (OLD.project_id, 'all', 0, v_shard, -1), (NEW.project_id, 'all', 0, v_shard, 1)
    ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  END IF;
  RETURN NULL;
END $$;
