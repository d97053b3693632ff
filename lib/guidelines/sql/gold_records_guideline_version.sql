-- Gold is made under the version of its last write of data or source (comparison, decision, edit).
CREATE OR REPLACE TRIGGER gold_records_guideline_version BEFORE INSERT OR UPDATE OF data, source ON gold_records
  FOR EACH ROW EXECUTE FUNCTION accord_stamp_guideline_version();
