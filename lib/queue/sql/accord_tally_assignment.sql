-- One assignment leaves its old state's count in assignment_tallies and joins its new one. A
-- decrement only updates: the row is gone when the project or the person was deleted (cascade),
-- and then there is nothing to count. An increment creates the row on a person's first submit or
-- skip in a project. Only submitted and skipped are counted.
CREATE OR REPLACE FUNCTION accord_tally_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A prior annotation's assignment (no user, decision 019) is nobody's progress.
  IF COALESCE(NEW.user_id, OLD.user_id) IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status IN ('submitted', 'skipped') THEN
      UPDATE assignment_tallies t SET assignments = t.assignments - 1
       WHERE t.user_id = OLD.user_id AND t.project_id = OLD.project_id AND t.status = OLD.status;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status IN ('submitted', 'skipped') THEN
      INSERT INTO assignment_tallies AS t (user_id, project_id, status, assignments) VALUES (NEW.user_id, NEW.project_id, NEW.status, 1)
      ON CONFLICT (user_id, project_id, status) DO UPDATE SET assignments = t.assignments + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
