-- An item's bucket in item_tallies: "closed" past annotation, "open" while in the queue with at
-- least one annotation, none while untouched (those are in "all" only).
CREATE OR REPLACE FUNCTION accord_tally_state(p_status "ItemStatus", p_annotation_count integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_status NOT IN ('pending', 'in_annotation') THEN 'closed' WHEN p_annotation_count > 0 THEN 'open' END
$$;
