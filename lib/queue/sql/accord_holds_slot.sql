-- RULE: exactly N — an item has `overlap` (N) slots, and this is the one statement of what holds
-- one: a submitted assignment (a prior annotation imported with the item has one too, with no user:
-- decision 019), or a claim whose lease runs (by the database clock; an expired
-- claim frees its slot without any cron). The claim takes a slot only while fewer than N are held,
-- the submit accepts an annotation only while fewer than N are in (accord_take_slots and
-- accord_submit_annotation, each under the item's row lock, tagged with the same RULE).
-- Every statement in SQL and TypeScript (lib/queue/queue-sql.ts) asks this function.
-- One expression, LANGUAGE sql, IMMUTABLE (`now` is an argument): PostgreSQL inlines it into
-- the calling statement, so plans and index use are those of the expression written out.
CREATE OR REPLACE FUNCTION accord_holds_slot(p_status "AssignmentStatus", p_lease_expires_at timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status = 'submitted' OR (p_status = 'active' AND p_lease_expires_at > p_now)
$$;
