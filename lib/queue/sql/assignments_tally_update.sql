-- Keeps assignment_tallies (each claim's progress reads them).
CREATE OR REPLACE TRIGGER assignments_tally_update AFTER UPDATE OF status, user_id, project_id ON assignments
  FOR EACH ROW WHEN ((OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.project_id IS DISTINCT FROM NEW.project_id)
                     AND (OLD.status IN ('submitted', 'skipped') OR NEW.status IN ('submitted', 'skipped')))
  EXECUTE FUNCTION accord_tally_assignment();
