-- The check answers given before the tally triggers (20261213000200_functions) existed, in
-- item_tallies' `check` buckets (decision 063).
INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
SELECT c.project_id, 'check', 0, c.id % 8, count(*) FROM check_answers c GROUP BY c.project_id, c.id % 8
ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
