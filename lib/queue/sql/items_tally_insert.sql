-- Keeps item_tallies (lib/queue/get-queue-progress.ts reads them).
CREATE OR REPLACE TRIGGER items_tally_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION accord_tally_inserted_items();
