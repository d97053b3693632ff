-- The next item for a claim, in four stages (accord_claim_item tries each until one yields an
-- item it can claim): 1. the caller's claims whose lease ran out, on items in annotation (their
-- drafts are there); 2. items others started (items get finished first, in every order); 3.
-- untouched items in the project's order; 4. the caller's released claims, and expired ones on
-- pending items. Each step locks its item FOR UPDATE SKIP LOCKED and pre-filters on slots in its
-- snapshot. `passed`: an item stage 3 chose but found locked, for the claim to pass over.
CREATE OR REPLACE FUNCTION accord_next_item(p_stage integer, p_project_id integer, p_user_id integer, p_langs text[], p_probe text[], p_order text,
                                            p_passed integer[], p_overlap integer)
RETURNS TABLE (item_id integer, stratum text, passed integer)
LANGUAGE plpgsql ROWS 1 AS $$
BEGIN
  IF p_stage IN (1, 4) THEN
    RETURN QUERY SELECT accord_own_lapsed_item(p_stage, p_project_id, p_user_id, p_langs, p_passed, p_overlap), NULL::text, NULL::integer;
  ELSIF p_stage = 2 THEN
    RETURN QUERY SELECT accord_started_item(p_project_id, p_user_id, p_langs, p_passed, p_overlap), NULL::text, NULL::integer;
  ELSE
    RETURN QUERY SELECT * FROM accord_untouched_item(p_project_id, p_user_id, p_langs, p_probe, p_order, p_passed);
  END IF;
END $$;
