-- Keeps assignment_tallies (each claim's progress reads them).
CREATE OR REPLACE TRIGGER assignments_tally_insert AFTER INSERT ON assignments
  FOR EACH ROW WHEN (NEW.status IN ('submitted', 'skipped')) EXECUTE FUNCTION accord_tally_assignment();
