-- The unpublished import whose batches this transaction writes (decision 055): the import writer
-- sets accord.import_id transaction-locally on the embedded database (set_config(…, true)); NULL
-- everywhere else. Read by items.import_id's default (the batch's rows are tagged without the
-- insert naming the column), by the items_published policy (the writer sees its own hidden rows)
-- and by the item tally triggers (hidden rows are counted apart, in import_tallies, until the
-- publish adds them). An empty setting is NULL: PostgreSQL leaves '' behind once a local value ends.
CREATE OR REPLACE FUNCTION accord_current_import() RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT NULLIF(current_setting('accord.import_id', true), '')::integer
$$;
