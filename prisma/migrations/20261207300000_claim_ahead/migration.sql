-- accord_claim_item takes p_ahead_of (prefetch, decision 050): the old five-argument signature goes,
-- so that no call resolves to it (the functions migration after this one creates the new one).
DROP FUNCTION IF EXISTS accord_claim_item(integer, integer, integer, integer, "ProjectRole"[]);
