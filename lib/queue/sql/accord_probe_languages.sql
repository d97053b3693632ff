-- The languages stage 3 probes one by one (decision 023): the member's (p_langs); for interleaved
-- without languages, the project's (a loose index scan, one probe per distinct language); else
-- none ('{}'), or NULL for the sequential and random orders without languages.
CREATE OR REPLACE FUNCTION accord_probe_languages(p_project_id integer, p_langs text[], p_order text)
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  v_probe text[];
BEGIN
  IF cardinality(p_langs) > 0 THEN RETURN p_langs; END IF;
  IF p_order <> 'interleaved' THEN RETURN NULL; END IF;
  WITH RECURSIVE l(language) AS (
    (SELECT i.language FROM items i WHERE i.project_id = p_project_id AND i.language IS NOT NULL ORDER BY i.language LIMIT 1)
    UNION ALL
    SELECT (SELECT i.language FROM items i WHERE i.project_id = p_project_id AND i.language > l.language ORDER BY i.language LIMIT 1) FROM l WHERE l.language IS NOT NULL)
  SELECT COALESCE(array_agg(l.language), '{}') INTO v_probe FROM l WHERE l.language IS NOT NULL;
  RETURN v_probe;
END $$;
