-- Keeps release lines immutable (accord_guard_release_lines).
CREATE OR REPLACE TRIGGER release_lines_guard_delete AFTER DELETE ON release_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION accord_guard_release_lines();
