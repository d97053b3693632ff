-- The one writer of audit_events: called by accord_write_outcome and by the app's audit writer
-- (lib/audit/write-audit-event.ts), always inside the transaction of the change it records, so
-- an audit row exists exactly when the change does. PL/pgSQL, so its plan is cached (a SQL
-- function that is not inlined is planned at every call).
CREATE OR REPLACE FUNCTION accord_write_audit(
  p_actor_id integer, p_project_id integer, p_action text, p_entity_type text, p_entity_id text, p_before jsonb, p_after jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after)
  VALUES (p_actor_id, p_project_id, p_action, p_entity_type, p_entity_id, p_before, p_after);
END $$;
