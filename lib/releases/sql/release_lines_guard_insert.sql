-- Keeps release lines immutable (accord_guard_release_lines).
CREATE OR REPLACE TRIGGER release_lines_guard_insert AFTER INSERT ON release_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION accord_guard_release_lines();
