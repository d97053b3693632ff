-- The items list's content search (decision 053): pg_trgm over one text per item, the external id
-- then the content fields each kind's module names (searchFields, lib/items/<kind>/).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "search_text" TEXT;

-- Backfill: the kinds' rules as of this migration; new items get theirs at import.
UPDATE items i SET search_text = i.external_id || E'\n' || COALESCE(CASE i.kind
  WHEN 'dialogue' THEN (SELECT string_agg(t.content, E'\n' ORDER BY t.position) FROM dialogue_turns t WHERE t.dialogue_id = i.id AND t.content <> '')
  WHEN 'qa_pair' THEN (SELECT concat_ws(E'\n', k.question, k.answer) FROM qa_pairs k WHERE k.item_id = i.id)
  WHEN 'readme' THEN (SELECT concat_ws(E'\n', k.content, k.repo) FROM readmes k WHERE k.item_id = i.id)
  WHEN 'generated_comment' THEN (SELECT concat_ws(E'\n', k.predicted_comment, k.original_comment, k.code_prefix, k.code_suffix) FROM generated_comments k WHERE k.item_id = i.id)
  WHEN 'model_answer' THEN (SELECT concat_ws(E'\n', k.question, k.predicted_answer, k.reference_answer) FROM model_answers k WHERE k.item_id = i.id)
END, '');

-- CreateIndex
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING GIN ("search_text" gin_trgm_ops);
