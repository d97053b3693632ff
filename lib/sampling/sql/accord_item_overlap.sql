-- The overlap an item needs (SPEC §2 Sampling, decision 024): the project's overlap for an item in
-- the sample (items.sampled true, or NULL: not decided, the project samples everything), one for
-- an item outside it. The claim's and the submit's slot checks (RULE: exactly N) compare the held
-- slots with this, compareFullItems too. Inlined by PostgreSQL like accord_holds_slot.
CREATE OR REPLACE FUNCTION accord_item_overlap(p_sampled boolean, p_overlap integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_sampled IS FALSE THEN LEAST(p_overlap, 1) ELSE p_overlap END
$$;
