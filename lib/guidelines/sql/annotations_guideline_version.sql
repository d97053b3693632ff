-- An annotation is made under the version of its submit, or of its last revise (a new `data`).
CREATE OR REPLACE TRIGGER annotations_guideline_version BEFORE INSERT OR UPDATE OF data ON annotations
  FOR EACH ROW EXECUTE FUNCTION accord_stamp_guideline_version();
