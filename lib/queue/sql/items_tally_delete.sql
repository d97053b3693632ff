-- Keeps item_tallies (lib/queue/get-queue-progress.ts reads them).
CREATE OR REPLACE TRIGGER items_tally_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION accord_tally_deleted_items();
