// Where a QA pair's dialogue_external_id may resolve (SPEC §2 "Linked items stay in their project's
// reach"): only in its project's source dialogue project (setting dialogueProjectId), never by
// external id across projects. Every write of qa_pairs.dialogue_id goes through these; reads follow
// that stored id, so they need no rule of their own.

/** SQL: the id of the dialogue `externalId` in project `sourceProject` (SQL expressions; NULL source: none). Served by the (project_id, external_id) unique index. */
export const dialogueInSourceSql = (sourceProject: string, externalId: string) =>
  `(SELECT i.id FROM items i WHERE i.project_id = ${sourceProject} AND i.external_id = ${externalId} AND i.kind = 'dialogue')`;

/** SQL condition: QA project `qaProject` draws its dialogues from project `dialogueProject` (SQL expressions). */
export const drawsDialoguesFromSql = (qaProject: string, dialogueProject: string) =>
  `EXISTS (SELECT 1 FROM projects p WHERE p.id = ${qaProject} AND p.kind = 'qa_pair' AND p.settings -> 'dialogueProjectId' = to_jsonb(${dialogueProject}::int))`;

/**
 * After the project's source dialogue project changed: every QA pair's link resolves again in the
 * new one (as the import would have), and a dialogue no longer in reach is unlinked; the external
 * id is kept as given.
 */
export const relinkDialoguesSql = (opts: { projectId: number; sourceProject: number | null }) => ({
  text: `UPDATE qa_pairs q SET dialogue_id = ${dialogueInSourceSql("$2::int", "q.dialogue_external_id")}
           FROM items qi WHERE qi.id = q.item_id AND qi.project_id = $1 AND q.dialogue_external_id IS NOT NULL`,
  values: [opts.projectId, opts.sourceProject],
});
