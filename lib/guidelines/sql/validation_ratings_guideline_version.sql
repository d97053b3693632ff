-- A validation rating is made under the version of its last write.
CREATE OR REPLACE TRIGGER validation_ratings_guideline_version BEFORE INSERT OR UPDATE OF rating, notes ON validation_ratings
  FOR EACH ROW EXECUTE FUNCTION accord_stamp_guideline_version();
