-- Keeps item_tallies (lib/queue/get-queue-progress.ts reads them).
CREATE OR REPLACE TRIGGER items_tally_update AFTER UPDATE OF status, annotation_count, project_id ON items
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.annotation_count IS DISTINCT FROM NEW.annotation_count OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION accord_tally_updated_item();
