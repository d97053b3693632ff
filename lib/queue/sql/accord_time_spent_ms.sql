-- The time an annotation took, in ms, and the one place it is clamped: the client's active time
-- (rounded half up, as the client counts) within [0, claim-to-now], else claim-to-now; never
-- beyond an integer. The app passes what the client sent (any finite number) or NULL.
-- clock_timestamp(): the time of the submit itself, not of its transaction's start.
CREATE OR REPLACE FUNCTION accord_time_spent_ms(p_client_ms double precision, p_claimed_at timestamptz) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  SELECT GREATEST(LEAST(COALESCE(floor(p_client_ms + 0.5), 'Infinity'), floor(extract(epoch FROM clock_timestamp() - p_claimed_at) * 1000), 2147483647), 0)::integer
$$;
