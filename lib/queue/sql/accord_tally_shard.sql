-- The item_tallies shard a row-level tally change goes to: the connection's, so that concurrent
-- submits on different connections never wait for one another's tally rows until they commit.
CREATE OR REPLACE FUNCTION accord_tally_shard() RETURNS smallint
LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;
