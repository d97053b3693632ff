-- Whether the member still has to pass the project's qualification round (SPEC §2, decision 080):
-- the project sets qualificationItems, the caller is an annotator member, with no grant (exempt,
-- qualified by hand) and no passed attempt. The one statement of the gate: the claim
-- (accord_claim_item, the claim ahead included) serves them no real item and the submit
-- (accord_submit_annotation) takes none from them. Admins who are not members are never held.
-- PL/pgSQL so that its plan is cached (as accord_member_paused).
CREATE OR REPLACE FUNCTION accord_member_unqualified(p_project_id integer, p_user_id integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM projects p JOIN project_members m ON m.project_id = p.id AND m.user_id = p_user_id AND m.role = 'annotator'
     WHERE p.id = p_project_id AND p.settings ->> 'qualificationItems' IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM qualification_grants g WHERE g.project_id = p_project_id AND g.user_id = p_user_id)
       AND NOT EXISTS (SELECT 1 FROM qualification_attempts a WHERE a.project_id = p_project_id AND a.user_id = p_user_id AND a.passed));
END $$;
