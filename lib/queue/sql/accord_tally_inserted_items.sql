-- Rows of items counted per bucket: "all" and the item's state (statement trigger items_tally_insert).
-- Rows of an unpublished import (decision 055: tagged with the transaction's accord_current_import)
-- are counted in that import's import_tallies instead, which its publish adds to item_tallies.
CREATE OR REPLACE FUNCTION accord_tally_inserted_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_import integer := accord_current_import();
BEGIN
  IF v_import IS NOT NULL THEN
    INSERT INTO import_tallies AS t (import_id, project_id, state, annotation_count, shard, items)
    SELECT v_import, b.project_id, b.state, b.annotation_count, b.shard, count(*)
      FROM new_items n,
           LATERAL (VALUES (n.project_id, 'all', 0, (n.id % 8)::smallint),
                           (n.project_id, accord_tally_state(n.status, n.annotation_count), n.annotation_count, (n.id % 8)::smallint))
             AS b(project_id, state, annotation_count, shard)
     WHERE b.state IS NOT NULL AND n.import_id = v_import
     GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
    ON CONFLICT (import_id, project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  END IF;
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*)
    FROM new_items n,
         LATERAL (VALUES (n.project_id, 'all', 0, (n.id % 8)::smallint),
                         (n.project_id, accord_tally_state(n.status, n.annotation_count), n.annotation_count, (n.id % 8)::smallint))
           AS b(project_id, state, annotation_count, shard)
   WHERE b.state IS NOT NULL AND (n.import_id = v_import) IS NOT TRUE
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN NULL;
END $$;
