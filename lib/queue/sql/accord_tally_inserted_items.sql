-- Rows of items counted per bucket: "all" and the item's state (statement trigger items_tally_insert).
CREATE OR REPLACE FUNCTION accord_tally_inserted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*)
    FROM new_items n,
         LATERAL (VALUES (n.project_id, 'all', 0, (n.id % 8)::smallint),
                         (n.project_id, accord_tally_state(n.status, n.annotation_count), n.annotation_count, (n.id % 8)::smallint))
           AS b(project_id, state, annotation_count, shard)
   WHERE b.state IS NOT NULL
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN NULL;
END $$;
