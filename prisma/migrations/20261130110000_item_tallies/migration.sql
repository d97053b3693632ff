-- CreateTable
CREATE TABLE "item_tallies" (
    "project_id" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "annotation_count" INTEGER NOT NULL,
    "shard" SMALLINT NOT NULL,
    "items" INTEGER NOT NULL,

    CONSTRAINT "item_tallies_pkey" PRIMARY KEY ("project_id","state","annotation_count","shard")
);

-- AddForeignKey
ALTER TABLE "item_tallies" ADD CONSTRAINT "item_tallies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Kept by triggers (not modelled by Prisma). An item's bucket: "closed" past annotation, "open"
-- while in the queue with at least one annotation, none while untouched (those are in "all" only).
CREATE FUNCTION accord_tally_state(p_status "ItemStatus", p_annotation_count integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_status NOT IN ('pending', 'in_annotation') THEN 'closed' WHEN p_annotation_count > 0 THEN 'open' END
$$;

-- Rows of items counted per bucket: "all" and the item's state.
CREATE FUNCTION accord_tally_inserted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*)
    FROM new_items n,
         LATERAL (VALUES (n.project_id, 'all', 0, (n.id % 8)::smallint),
                         (n.project_id, accord_tally_state(n.status, n.annotation_count), n.annotation_count, (n.id % 8)::smallint))
           AS b(project_id, state, annotation_count, shard)
   WHERE b.state IS NOT NULL
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN NULL;
END $$;

-- A deleted project's rows may already be gone (cascade): then there is nothing to update.
CREATE FUNCTION accord_tally_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_tallies t SET items = t.items - d.n
    FROM (SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*) AS n
            FROM old_items o,
                 LATERAL (VALUES (o.project_id, 'all', 0, (o.id % 8)::smallint),
                                 (o.project_id, accord_tally_state(o.status, o.annotation_count), o.annotation_count, (o.id % 8)::smallint))
                   AS b(project_id, state, annotation_count, shard)
           WHERE b.state IS NOT NULL GROUP BY 1, 2, 3, 4) d
   WHERE t.project_id = d.project_id AND t.state = d.state AND t.annotation_count = d.annotation_count AND t.shard = d.shard;
  RETURN NULL;
END $$;

-- One item moves from one bucket to another. An item only moves up (more annotations, open to
-- closed), so concurrent submits lock the rows of a shard in the same order and never deadlock.
CREATE FUNCTION accord_tally_updated_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old text := accord_tally_state(OLD.status, OLD.annotation_count);
  v_new text := accord_tally_state(NEW.status, NEW.annotation_count);
BEGIN
  IF v_old IS NOT DISTINCT FROM v_new AND OLD.annotation_count = NEW.annotation_count AND OLD.project_id = NEW.project_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT * FROM (VALUES (OLD.project_id, v_old, OLD.annotation_count, (OLD.id % 8)::smallint, -1),
                        (NEW.project_id, v_new, NEW.annotation_count, (NEW.id % 8)::smallint, 1)) AS v(project_id, state, annotation_count, shard, items)
   WHERE v.state IS NOT NULL
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  IF OLD.project_id <> NEW.project_id THEN
    INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
    VALUES (OLD.project_id, 'all', 0, (OLD.id % 8)::smallint, -1), (NEW.project_id, 'all', 0, (NEW.id % 8)::smallint, 1)
    ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER items_tally_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION accord_tally_inserted_items();
CREATE TRIGGER items_tally_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION accord_tally_deleted_items();
CREATE TRIGGER items_tally_update AFTER UPDATE OF status, annotation_count, project_id ON items
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.annotation_count IS DISTINCT FROM NEW.annotation_count OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION accord_tally_updated_item();

-- The items already there.
INSERT INTO item_tallies (project_id, state, annotation_count, shard, items)
SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*)
  FROM items i,
       LATERAL (VALUES (i.project_id, 'all', 0, (i.id % 8)::smallint),
                       (i.project_id, accord_tally_state(i.status, i.annotation_count), i.annotation_count, (i.id % 8)::smallint))
         AS b(project_id, state, annotation_count, shard)
 WHERE b.state IS NOT NULL
 GROUP BY 1, 2, 3, 4;
