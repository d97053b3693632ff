-- Counts check answers in item_tallies' `check` buckets (annotation_count 0, in the connection's
-- shard like the others), so the queue's progress counts them as annotations without a pass over
-- the answers (decision 063).
CREATE OR REPLACE FUNCTION accord_tally_check_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT p, 'check', 0, accord_tally_shard(), d FROM (VALUES (NEW.project_id, 1), (OLD.project_id, -1)) AS v(p, d) WHERE p IS NOT NULL
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN NULL;
END $$;
