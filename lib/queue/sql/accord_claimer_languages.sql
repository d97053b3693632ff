-- Whether the caller may claim in the project, and in which languages (SPEC §2 "Languages",
-- decision 023): NULL when they may not (p_roles given and no active annotating membership in an
-- active account); '{}' for any language (none set, or an admin who is no member, p_roles NULL);
-- else the member's languages. FOR SHARE on the membership and the account makes a deactivation
-- or a language change (an UPDATE of either row) wait for a claim in flight, which it then
-- releases, and makes a claim that comes after it see the new rows: no claim slips past either.
-- The one membership rule of the claim: accord_claim_item and accord_claim_check_item call it.
CREATE OR REPLACE FUNCTION accord_claimer_languages(p_project_id integer, p_user_id integer, p_roles "ProjectRole"[])
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  v_langs text[];
BEGIN
  SELECT COALESCE(m.languages, '{}') INTO v_langs FROM project_members m JOIN users u ON u.id = m.user_id
   WHERE m.project_id = p_project_id AND m.user_id = p_user_id AND (p_roles IS NULL OR (m.role = ANY (p_roles) AND m.is_active AND u.is_active))
     FOR SHARE OF m, u;
  IF FOUND THEN RETURN v_langs; END IF;
  RETURN CASE WHEN p_roles IS NULL THEN '{}'::text[] END;
END $$;
