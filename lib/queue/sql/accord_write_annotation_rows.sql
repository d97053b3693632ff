-- The citation and error-tag rows of a person's annotation, replacing any it had: the one writer
-- for a submit (accord_submit_annotation) and a revise (lib/queue/revise-annotation.ts, decision
-- 048). The same URL twice is kept once, at its first position.
CREATE OR REPLACE FUNCTION accord_write_annotation_rows(
  p_annotation_id integer, p_cite_pos integer[], p_cite_url text[], p_cite_quote text[], p_codes text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM citations WHERE annotation_id = p_annotation_id;
  DELETE FROM error_tags WHERE annotation_id = p_annotation_id;
  INSERT INTO citations (annotation_id, position, url, quote)
  SELECT p_annotation_id, t.p, t.u, t.q FROM unnest(p_cite_pos, p_cite_url, p_cite_quote) AS t(p, u, q) ORDER BY t.p
  ON CONFLICT (annotation_id, url) DO NOTHING;
  INSERT INTO error_tags (annotation_id, code) SELECT DISTINCT p_annotation_id, c FROM unnest(p_codes) AS c;
END $$;
