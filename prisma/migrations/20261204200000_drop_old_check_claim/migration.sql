-- accord_claim_check_item now takes what accord_claim_item read once for the claim (decision 027):
-- the old signature goes before the functions migration creates the new one.
DROP FUNCTION IF EXISTS accord_claim_check_item(integer, integer, integer, integer, "ProjectRole"[]);
