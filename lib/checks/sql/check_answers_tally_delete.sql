-- Keeps item_tallies' `check` buckets (the queue's progress reads them).
CREATE OR REPLACE TRIGGER check_answers_tally_delete AFTER DELETE ON check_answers
  FOR EACH ROW EXECUTE FUNCTION accord_tally_check_answer();
