-- Keeps releases immutable (accord_guard_release).
CREATE OR REPLACE TRIGGER releases_guard BEFORE UPDATE OR DELETE ON releases
  FOR EACH ROW EXECUTE FUNCTION accord_guard_release();
