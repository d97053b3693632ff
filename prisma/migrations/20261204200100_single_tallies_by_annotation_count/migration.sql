-- item_tallies' 'single' buckets by the items' annotation counts (decision 027): the progress
-- counts an unsampled item's annotations only up to the one it needs. Rebuilt from the items.
DELETE FROM item_tallies WHERE state = 'single';
INSERT INTO item_tallies (project_id, state, annotation_count, shard, items)
SELECT i.project_id, 'single', i.annotation_count, (i.id % 8)::smallint, count(*)::int
  FROM items i WHERE i.sampled IS FALSE
 GROUP BY 1, 3, 4;
