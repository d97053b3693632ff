-- Keeps release lines immutable (accord_guard_release_lines).
CREATE OR REPLACE TRIGGER release_lines_guard_update BEFORE UPDATE ON release_lines
  FOR EACH STATEMENT EXECUTE FUNCTION accord_guard_release_lines();
