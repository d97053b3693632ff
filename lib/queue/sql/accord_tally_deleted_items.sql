-- Rows of deleted items leave their buckets (statement trigger items_tally_delete), counted
-- against any shard: a bucket's rows are summed. Rows of the unpublished import this transaction
-- deletes (decision 055: a failed import, the sweep of a dead one) were never in them; their
-- import_tallies go with the imports row. A deleted project's tallies went with it.
CREATE OR REPLACE FUNCTION accord_tally_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT d.* FROM (
    SELECT b.project_id, b.state, b.annotation_count, accord_tally_shard(), -count(*)::integer
      FROM old_items o,
           LATERAL (VALUES (o.project_id, 'all', 0), (o.project_id, accord_tally_state(o.status, o.annotation_count), o.annotation_count))
             AS b(project_id, state, annotation_count)
     WHERE b.state IS NOT NULL AND (o.import_id = accord_current_import()) IS NOT TRUE GROUP BY 1, 2, 3) d
   WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = d.project_id)
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN NULL;
END $$;
