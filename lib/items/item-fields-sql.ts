// Each kind's fields as one SQL expression (JSON shaped like ItemFields), so a query that finds
// an item can return its content in the same round trip: the queue's claim, the annotator's and
// the lead's item views. The one definition of which columns an item's fields are.

const turns = (dialogueRef: string) => `COALESCE((
  SELECT json_agg(json_build_object('role', t.role, 'content', t.content) ORDER BY t.position)
    FROM dialogue_turns t WHERE t.dialogue_id = ${dialogueRef}), '[]'::json)`;

/**
 * JSON of the fields of item `item` (a table alias of `items`), by its kind; SQL NULL when the
 * row of its kind is missing.
 */
export const itemFieldsSql = (item: string) => `CASE ${item}.kind
  WHEN 'dialogue' THEN (
    SELECT json_build_object('kind', 'dialogue', 'source', d.source, 'turns', ${turns("d.item_id")})
      FROM dialogues d WHERE d.item_id = ${item}.id)
  WHEN 'qa_pair' THEN (
    SELECT json_build_object(
             'kind', 'qa_pair', 'question', q.question, 'answer', q.answer, 'difficulty', q.difficulty, 'domain', q.domain,
             'dialogueExternalId', q.dialogue_external_id,
             'references', COALESCE((
               SELECT json_agg(json_build_object('url', r.url, 'title', r.title) ORDER BY r.position)
                 FROM qa_references r WHERE r.qa_pair_id = q.item_id), '[]'::json),
             -- The linked dialogue once it has been imported (any project).
             'dialogue', (
               SELECT json_build_object('itemId', di.id, 'projectId', di.project_id, 'externalId', di.external_id, 'turns', ${turns("di.id")})
                 FROM items di WHERE di.id = q.dialogue_id))
      FROM qa_pairs q WHERE q.item_id = ${item}.id)
  WHEN 'readme' THEN (
    SELECT json_build_object('kind', 'readme', 'repo', r.repo, 'url', r.url, 'license', r.license, 'content', r.content)
      FROM readmes r WHERE r.item_id = ${item}.id)
  WHEN 'generated_comment' THEN (
    SELECT json_build_object(
             'kind', 'generated_comment', 'fileId', g.file_id, 'model', g.model, 'programmingLanguage', g.programming_language,
             'codePrefix', g.code_prefix, 'codeSuffix', g.code_suffix, 'originalComment', g.original_comment, 'predictedComment', g.predicted_comment)
      FROM generated_comments g WHERE g.item_id = ${item}.id)
END`;
