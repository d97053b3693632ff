-- Whether the check rule paused the member in the project (SPEC §2 "Check items", decisions 025
-- and 027): a check_pauses row no lead has resumed. The one statement of the rule: the claim
-- (accord_claim_check_item) serves a paused member nothing, the submit (accord_submit_annotation,
-- lib/checks/submit-check-answer.ts) accepts nothing from them, the annotator's page says so
-- (lib/checks/get-own-pause.ts). PL/pgSQL, so its plan is cached across calls: a SQL function
-- with a subquery is not inlined and was planned again at every claim and submit.
CREATE OR REPLACE FUNCTION accord_member_paused(p_project_id integer, p_user_id integer) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM check_pauses c WHERE c.project_id = p_project_id AND c.user_id = p_user_id AND c.resumed_at IS NULL);
END $$;
