-- The check item step of the claim (SPEC §2 "Check items", decisions 025 and 063): called by
-- accord_claim_item under its locks, with what it read once (decision 027): the caller's languages
-- (a check is routed like any item, decision 023) and the settings. It returns a row of NULLs when
-- the caller is paused (accord_member_paused: the claim answers as for an empty queue); their
-- running check claim (its lease may have run out: nobody waits for a check's slot); no row when
-- they hold a running ordinary claim, checks are off, none is due or none is left; else a new
-- check claim on a check item with its gold record that they never held, annotated, adjudicated
-- or edited the gold of. Due when (served + 1) ≤ check_rate × (finished + 1) (assignment_tallies
-- counts check claims too). p_ahead_of (prefetch, decision 050): the claim on screen counts as
-- finished (and as served when a check). Which check: in the project's order, so its place does
-- not tell it apart (interleaved: from the stratum whose turn it is, counted in stratum_tallies,
-- or none until a turn has one; random: stage 3's hash; sequential: the lowest id).
-- A check claim holds no slot and changes no item: it is past annotation, in no claim's candidates.
CREATE OR REPLACE FUNCTION accord_claim_check_item(p_project_id integer, p_user_id integer, p_langs text[], p_rate numeric, p_quota integer, p_overlap integer,
                                                   p_lease_minutes integer, p_order text, p_ahead_of integer)
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_finished bigint;
  v_served bigint;
  v_item integer;
  v_turn text;           -- interleaved: the stratum whose turn it is (NULL: none, any check)
  v_submitted bigint;
  v_screen integer;      -- the claim on screen, when claiming ahead: 1 check, 0 ordinary
BEGIN
  IF accord_member_paused(p_project_id, p_user_id) THEN
    RETURN QUERY SELECT NULL::integer, NULL::integer, NULL::timestamptz, NULL::jsonb, NULL::integer;
    RETURN;
  END IF;
  IF p_rate IS NULL THEN RETURN; END IF;
  RETURN QUERY
    SELECT a.id, a.item_id, a.lease_expires_at, a.draft, p_overlap FROM assignments a
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.is_check AND a.id IS DISTINCT FROM p_ahead_of
       AND EXISTS (SELECT 1 FROM check_items c JOIN gold_records g ON g.item_id = c.item_id WHERE c.item_id = a.item_id)
     ORDER BY a.claimed_at, a.id LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM assignments a JOIN items i ON i.id = a.item_id
              WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
                AND NOT a.is_check AND a.id IS DISTINCT FROM p_ahead_of AND i.status IN ('pending', 'in_annotation')) THEN
    RETURN;
  END IF;
  SELECT COALESCE(sum(t.assignments), 0) INTO v_finished FROM assignment_tallies t
   WHERE t.user_id = p_user_id AND t.project_id = p_project_id AND t.status IN ('submitted', 'skipped');
  SELECT COALESCE(sum(t.assignments) FILTER (WHERE t.status = 'submitted'), 0) INTO v_submitted FROM assignment_tallies t
   WHERE t.user_id = p_user_id AND t.project_id = p_project_id;
  SELECT a.is_check::integer INTO v_screen FROM assignments a WHERE a.id = p_ahead_of;
  -- The quota (settings `quota`) ends check claims as it ends the others.
  IF v_submitted + (v_screen IS NOT NULL)::integer >= p_quota THEN RETURN; END IF;
  SELECT count(*) + COALESCE(v_screen, 0) INTO v_served FROM check_answers c WHERE c.user_id = p_user_id AND c.project_id = p_project_id;
  IF v_served + 1 > p_rate * (v_finished + (v_screen IS NOT NULL)::integer + 1) THEN RETURN; END IF;
  IF p_order = 'interleaved' THEN
    SELECT o.stratum INTO v_turn FROM accord_strata_in_order(p_project_id, p_user_id) o
     WHERE EXISTS (SELECT 1 FROM items i WHERE i.project_id = p_project_id AND i.stratum = o.stratum AND i.status = 'pending'
                      AND (cardinality(p_langs) = 0 OR i.language IS NULL OR i.language = ANY (p_langs)))
     ORDER BY o.turn LIMIT 1;
  END IF;
  SELECT c.item_id INTO v_item FROM check_items c JOIN gold_records g ON g.item_id = c.item_id JOIN items i ON i.id = c.item_id
   WHERE c.project_id = p_project_id AND (v_turn IS NULL OR i.stratum = v_turn)
     AND (cardinality(p_langs) = 0 OR i.language IS NULL OR i.language = ANY (p_langs))
     AND (SELECT nh.never_held FROM accord_never_held(c.item_id, p_user_id) nh)
     AND NOT EXISTS (SELECT 1 FROM annotations an WHERE an.item_id = c.item_id AND an.user_id = p_user_id)
     AND NOT EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = c.item_id AND d.adjudicator_id = p_user_id)
     AND NOT EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = c.item_id AND g.updated_by_id = p_user_id)
   ORDER BY CASE WHEN p_order = 'random' THEN hashtextextended(p_project_id::text || ':' || p_user_id::text || ':' || c.item_id::text, 0) END, c.item_id
   LIMIT 1;
  IF v_item IS NULL THEN RETURN; END IF;
  IF v_turn IS NOT NULL THEN
    INSERT INTO stratum_tallies AS t (project_id, user_id, stratum, claims) VALUES (p_project_id, p_user_id, v_turn, 1)
    ON CONFLICT (project_id, user_id, stratum) DO UPDATE SET claims = t.claims + 1;
  END IF;
  RETURN QUERY
    INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at, is_check)
    VALUES (v_item, p_user_id, p_project_id, 'active', now() + make_interval(mins => p_lease_minutes), now(), now(), true)
    RETURNING a.id, a.item_id, a.lease_expires_at, a.draft, p_overlap;
END $$;
