-- accord_strata_in_order returns each stratum's turn, for its callers to order by: its return
-- type changes, so the old function goes (the functions migration after this one creates the new).
DROP FUNCTION IF EXISTS accord_strata_in_order(integer, integer);
