-- Rows of deleted items leave their buckets (statement trigger items_tally_delete). Rows of the
-- unpublished import this transaction deletes (decision 055: a failed import, the sweep of a dead
-- one) were never in them; their import_tallies go with the imports row.
CREATE OR REPLACE FUNCTION accord_tally_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_tallies t SET items = t.items - d.n
    FROM (SELECT b.project_id, b.state, b.annotation_count, b.shard, count(*) AS n
            FROM old_items o,
                 LATERAL (VALUES (o.project_id, 'all', 0, (o.id % 8)::smallint),
                                 (o.project_id, accord_tally_state(o.status, o.annotation_count), o.annotation_count, (o.id % 8)::smallint))
                   AS b(project_id, state, annotation_count, shard)
           WHERE b.state IS NOT NULL AND (o.import_id = accord_current_import()) IS NOT TRUE GROUP BY 1, 2, 3, 4) d
   WHERE t.project_id = d.project_id AND t.state = d.state AND t.annotation_count = d.annotation_count AND t.shard = d.shard;
  RETURN NULL;
END $$;
