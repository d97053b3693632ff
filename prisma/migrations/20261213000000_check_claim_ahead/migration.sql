-- accord_claim_check_item takes the order and the claim on screen (decision 063): the old
-- seven-argument signature goes, so that no call resolves to it (the functions migration after
-- this one creates the new one).
DROP FUNCTION IF EXISTS accord_claim_check_item(integer, integer, text[], numeric, integer, integer, integer);
