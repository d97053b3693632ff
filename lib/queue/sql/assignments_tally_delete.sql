-- Keeps assignment_tallies (each claim's progress reads them).
CREATE OR REPLACE TRIGGER assignments_tally_delete AFTER DELETE ON assignments
  FOR EACH ROW WHEN (OLD.status IN ('submitted', 'skipped')) EXECUTE FUNCTION accord_tally_assignment();
