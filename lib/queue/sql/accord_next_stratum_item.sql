-- `order: interleaved` (SPEC §2 "Order", decision 034): the caller's next untouched item, from the
-- first stratum in accord_strata_in_order (least served first) that has one for them, locked FOR UPDATE
-- SKIP LOCKED; no row when no stratum has one for them. Stage 3 of the claim (accord_untouched_item);
-- accord_take_slots recounts the slots under this lock and accord_claim_item counts the claim in the caller's tally.
-- p_langs: the languages to probe (the member's, or for a member without languages the project's);
-- items with no language are probed too. p_passed: items the claim already passed over.
-- Cost: the strata in order (accord_strata_in_order), then per stratum tried
-- one probe per language, each stopping at its first free, unlocked item: as the routed probes of
-- decision 023, heads not taken stay locked until the claim commits (one per language at most).
CREATE OR REPLACE FUNCTION accord_next_stratum_item(p_project_id integer, p_user_id integer, p_langs text[], p_passed integer[])
RETURNS TABLE (item_id integer, stratum text)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_stratum text;
  v_item integer;
BEGIN
  FOR v_stratum IN SELECT o.stratum FROM accord_strata_in_order(p_project_id, p_user_id) o ORDER BY o.turn
  LOOP
    -- Import order within the stratum: the lowest id among the heads per language.
    SELECT min(h.id) INTO v_item FROM (
      SELECT c.id FROM unnest(p_langs) l(language) CROSS JOIN LATERAL (
        SELECT i.id FROM items i
         WHERE i.project_id = p_project_id AND i.stratum = v_stratum AND i.language = l.language AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
           AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         ORDER BY i.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
      UNION ALL
      SELECT n.id FROM (
        SELECT i.id FROM items i
         WHERE i.project_id = p_project_id AND i.stratum = v_stratum AND i.language IS NULL AND i.status = 'pending' AND i.human IS NOT FALSE AND i.id <> ALL (p_passed)
           AND (SELECT nh.never_held FROM accord_never_held(i.id, p_user_id) nh)
         ORDER BY i.project_id, i.stratum, i.language, i.id LIMIT 1 FOR UPDATE SKIP LOCKED) n) h;
    IF v_item IS NOT NULL THEN
      RETURN QUERY SELECT v_item, v_stratum;
      RETURN;
    END IF;
  END LOOP;
END $$;
