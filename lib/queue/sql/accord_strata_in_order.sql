-- `order: interleaved` (decision 034): the strata that still have pending items, each with its
-- turn: the caller's least-served first (their stratum_tallies; ties in key order). The one
-- statement of the order, for the next untouched item (accord_next_stratum_item) and the check item
-- due (accord_claim_check_item). Callers order by `turn`: a row order does not survive a join (a
-- merge semi join re-sorts by key).
-- Cost: a loose index scan of the partial items_interleave_idx (one probe per stratum), then the
-- caller's tallies (a range of the primary key).
CREATE OR REPLACE FUNCTION accord_strata_in_order(p_project_id integer, p_user_id integer)
RETURNS TABLE (stratum text, turn bigint)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE k(stratum) AS (
    (SELECT i.stratum FROM items i WHERE i.project_id = p_project_id AND i.status = 'pending' AND i.stratum IS NOT NULL ORDER BY i.stratum LIMIT 1)
    UNION ALL
    SELECT (SELECT i.stratum FROM items i WHERE i.project_id = p_project_id AND i.status = 'pending' AND i.stratum > k.stratum ORDER BY i.stratum LIMIT 1)
      FROM k WHERE k.stratum IS NOT NULL)
  SELECT k.stratum, row_number() OVER (ORDER BY COALESCE(t.claims, 0), k.stratum)
    FROM k LEFT JOIN stratum_tallies t ON t.project_id = p_project_id AND t.user_id = p_user_id AND t.stratum = k.stratum
   WHERE k.stratum IS NOT NULL
$$;
