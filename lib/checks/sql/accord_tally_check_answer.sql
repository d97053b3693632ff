-- Counts check answers in item_tallies' `check` buckets (annotation_count 0, spread over shards
-- like the others), so the queue's progress counts them as annotations without a pass over the
-- answers (decision 063). A decrement only updates: the row is gone with its project.
CREATE OR REPLACE FUNCTION accord_tally_check_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items) VALUES (NEW.project_id, 'check', 0, NEW.id % 8, 1)
    ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + 1;
  ELSE
    UPDATE item_tallies t SET items = t.items - 1 WHERE t.project_id = OLD.project_id AND t.state = 'check' AND t.annotation_count = 0 AND t.shard = OLD.id % 8;
  END IF;
  RETURN NULL;
END $$;
