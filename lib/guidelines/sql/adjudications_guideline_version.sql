-- An adjudication is made under the version of its resolve (a claim that lapses decides nothing).
CREATE OR REPLACE TRIGGER adjudications_guideline_version BEFORE UPDATE OF status ON adjudications
  FOR EACH ROW WHEN (NEW.status = 'resolved' AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION accord_stamp_guideline_version();
