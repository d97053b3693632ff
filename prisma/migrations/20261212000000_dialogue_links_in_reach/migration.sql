-- Linked items stay in their project's reach (SPEC §2, decision 060): a QA project names its
-- source dialogue project (settings.dialogueProjectId) and a QA pair's dialogue_id points only
-- into it. Until now a link was resolved by external id in any project, so existing links may
-- reach into someone else's project (public datasets' ids are guessable).
--
-- What is inferred, and why it is safe: a QA project gets the setting only when every linked pair
-- of it points into ONE dialogue project AND some active lead of the QA project is an active lead
-- of that dialogue project, i.e. someone who could have chosen it in the settings form. Otherwise
-- (links into several projects, or into one no lead of the QA project leads, possibly reached by a
-- guessed id) the setting stays unset. Then every link outside the project's source is cleared
-- (all of them when it has none) and unlinked pairs whose dialogue is in the source are linked.
-- dialogue_external_id is kept as imported, so a lead who sets the source later gets the links
-- resolved there (lib/items/qa-pair/relink-qa-dialogues.ts). Nothing is deleted.

-- The link no longer looks up an external id outside one project: the (project_id, external_id) unique index serves it.
DROP INDEX IF EXISTS "items_external_id_idx";

WITH sources AS (
  SELECT qi.project_id AS qa_project, min(di.project_id) AS dialogue_project
    FROM qa_pairs q
    JOIN items qi ON qi.id = q.item_id
    JOIN items di ON di.id = q.dialogue_id
   GROUP BY qi.project_id
  HAVING count(DISTINCT di.project_id) = 1
)
UPDATE projects p
   SET settings = p.settings || jsonb_build_object('dialogueProjectId', s.dialogue_project)
  FROM sources s
 WHERE p.id = s.qa_project
   AND p.kind = 'qa_pair'
   AND NOT (p.settings ? 'dialogueProjectId')
   AND EXISTS (
     SELECT 1 FROM project_members a
       JOIN project_members b ON b.user_id = a.user_id AND b.project_id = s.dialogue_project AND b.role = 'lead' AND b.is_active
      WHERE a.project_id = p.id AND a.role = 'lead' AND a.is_active);

UPDATE qa_pairs q
   SET dialogue_id = l.dialogue_id
  FROM (
    SELECT q2.item_id,
           (SELECT i.id FROM items i
             WHERE i.project_id = (p.settings ->> 'dialogueProjectId')::int AND i.external_id = q2.dialogue_external_id AND i.kind = 'dialogue') AS dialogue_id
      FROM qa_pairs q2
      JOIN items qi ON qi.id = q2.item_id
      JOIN projects p ON p.id = qi.project_id
     WHERE q2.dialogue_external_id IS NOT NULL OR q2.dialogue_id IS NOT NULL
  ) l
 WHERE q.item_id = l.item_id AND q.dialogue_id IS DISTINCT FROM l.dialogue_id;
