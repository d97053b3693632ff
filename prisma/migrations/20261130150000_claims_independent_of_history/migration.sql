-- Claims and progress whose cost does not grow with an annotator's history.
--
-- 1. accord_claim_item (previous version: 20261130130000_claim_one_statement) looked for items in
--    annotation with a left join of the caller's assignments: PostgreSQL hashed all of them (their
--    whole history in the project) and checked and sorted every item in annotation, on every claim.
--    That stage is now two: the caller's own expired claims (an index range of their active
--    assignments), then the items in annotation in the order they are offered, each checked by
--    key, stopping at the first with a free slot (new index below). The order of preference is
--    unchanged. The walk still passes every item the caller cannot take that comes first: their
--    own annotated items waiting for a second annotator, and full ones.
-- 2. The caller's submitted and skipped counts (the progress of every claim) came from counting
--    their assignments in the project, one index entry per item they ever did. They are kept in
--    assignment_tallies by triggers on assignments now, like item_tallies for the project's totals.
--    Only those two states are counted: claims (active) and releases do not write a tally.

-- CreateTable
CREATE TABLE "assignment_tallies" (
    "user_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "status" "AssignmentStatus" NOT NULL,
    "assignments" INTEGER NOT NULL,

    CONSTRAINT "assignment_tallies_pkey" PRIMARY KEY ("user_id","project_id","status")
);

-- CreateIndex
CREATE INDEX "items_project_id_status_annotation_count_id_idx" ON "items"("project_id", "status", "annotation_count" DESC, "id");

-- AddForeignKey
ALTER TABLE "assignment_tallies" ADD CONSTRAINT "assignment_tallies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assignment_tallies" ADD CONSTRAINT "assignment_tallies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One assignment leaves its old state's count and joins its new one. A decrement only updates: the
-- row is gone when the project or the person was deleted (cascade), and then there is nothing to
-- count. An increment creates the row on a person's first submit or skip in a project.
CREATE FUNCTION accord_tally_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status IN ('submitted', 'skipped') THEN
      UPDATE assignment_tallies t SET assignments = t.assignments - 1
       WHERE t.user_id = OLD.user_id AND t.project_id = OLD.project_id AND t.status = OLD.status;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status IN ('submitted', 'skipped') THEN
      INSERT INTO assignment_tallies AS t (user_id, project_id, status, assignments) VALUES (NEW.user_id, NEW.project_id, NEW.status, 1)
      ON CONFLICT (user_id, project_id, status) DO UPDATE SET assignments = t.assignments + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER assignments_tally_insert AFTER INSERT ON assignments
  FOR EACH ROW WHEN (NEW.status IN ('submitted', 'skipped')) EXECUTE FUNCTION accord_tally_assignment();
CREATE TRIGGER assignments_tally_update AFTER UPDATE OF status, user_id, project_id ON assignments
  FOR EACH ROW WHEN ((OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.project_id IS DISTINCT FROM NEW.project_id)
                     AND (OLD.status IN ('submitted', 'skipped') OR NEW.status IN ('submitted', 'skipped')))
  EXECUTE FUNCTION accord_tally_assignment();
CREATE TRIGGER assignments_tally_delete AFTER DELETE ON assignments
  FOR EACH ROW WHEN (OLD.status IN ('submitted', 'skipped')) EXECUTE FUNCTION accord_tally_assignment();

-- The assignments already there.
INSERT INTO assignment_tallies (user_id, project_id, status, assignments)
SELECT user_id, project_id, status, count(*) FROM assignments WHERE status IN ('submitted', 'skipped') GROUP BY 1, 2, 3;

DROP FUNCTION accord_claim_item(integer, integer, integer, integer, "ProjectRole"[]);

CREATE FUNCTION accord_claim_item(p_project_id integer, p_user_id integer, p_overlap integer, p_lease_minutes integer, p_roles "ProjectRole"[])
RETURNS TABLE (assignment_id integer, item_id integer, lease_expires_at timestamptz, draft jsonb, project_overlap integer)
-- At most one row: the planner must not expect the default 1,000 (and hash-join all items).
LANGUAGE plpgsql ROWS 1 AS $$
#variable_conflict use_column
DECLARE
  v_overlap integer;
  v_lease integer;
  v_item integer;
  v_passed integer[] := '{}';
BEGIN
  IF p_roles IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM project_members m WHERE m.project_id = p_project_id AND m.user_id = p_user_id AND m.role = ANY (p_roles)) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || p_project_id::text, 0));
  PERFORM pg_advisory_xact_lock(hashtextextended('accord.queue:' || p_user_id::text || ':' || p_project_id::text, 0));
  -- Read under the overlap lock, so an overlap change is either wholly before or after this claim.
  SELECT COALESCE((p.settings ->> 'overlap')::integer, p_overlap), COALESCE((p.settings ->> 'leaseMinutes')::integer, p_lease_minutes)
    INTO v_overlap, v_lease FROM projects p WHERE p.id = p_project_id;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY
    SELECT a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap FROM assignments a JOIN items i ON i.id = a.item_id
     WHERE a.user_id = p_user_id AND a.project_id = p_project_id AND a.status = 'active' AND a.lease_expires_at > now()
       AND i.status IN ('pending', 'in_annotation')
     ORDER BY a.claimed_at, a.id LIMIT 1;
  IF FOUND THEN RETURN; END IF;
  FOR v_stage IN 1..4 LOOP
    -- A locked item can turn out full only if another claim committed since our snapshot, so a
    -- few retries suffice; the bound only guards against a livelock.
    FOR v_attempt IN 1..25 LOOP
      IF v_stage = 1 THEN
        -- My own claims whose lease ran out, on items still in annotation with a free slot: their
        -- drafts are there. An index range of my active assignments (a handful at most).
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND m.status = 'active' AND m.lease_expires_at <= now()
           AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))) < v_overlap
         ORDER BY i.annotation_count DESC, i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      ELSIF v_stage = 2 THEN
        -- Items others started that I never held, most annotations first (finish items before
        -- starting new ones). Walked in the order of items_project_id_status_annotation_count_id_idx
        -- and stopped at the first with a free slot; each step is a probe by key, so the cost
        -- follows the items in flight, never the length of my history.
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id = p_project_id AND i.status = 'in_annotation' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))) < v_overlap
         ORDER BY i.annotation_count DESC, i.id
         LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSIF v_stage = 3 THEN
        -- Untouched items, lowest id first.
        SELECT i.id INTO v_item FROM items i
         WHERE i.project_id BETWEEN p_project_id AND p_project_id AND i.status = 'pending' AND i.id <> ALL (v_passed)
           AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = p_user_id)
         ORDER BY i.project_id, i.id LIMIT 1 FOR UPDATE SKIP LOCKED;
      ELSE
        -- Items I released, and my expired claims on items the first stage does not cover (pending
        -- ones), if a slot is free.
        SELECT i.id INTO v_item FROM assignments m JOIN items i ON i.id = m.item_id
         WHERE m.user_id = p_user_id AND m.project_id = p_project_id AND i.status IN ('pending', 'in_annotation') AND i.id <> ALL (v_passed)
           AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))
           AND (SELECT count(*) FROM assignments s WHERE s.item_id = i.id
                  AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))) < v_overlap
         ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED;
      END IF;
      EXIT WHEN v_item IS NULL;
      RETURN QUERY
        WITH slots AS (
          SELECT count(*) AS taken FROM assignments s
           WHERE s.item_id = v_item AND (s.status = 'submitted' OR (s.status = 'active' AND s.lease_expires_at > now()))),
        claimed AS (
          INSERT INTO assignments AS a (item_id, user_id, project_id, status, lease_expires_at, claimed_at, updated_at)
          SELECT v_item, p_user_id, p_project_id, 'active', now() + make_interval(mins => v_lease), now(), now() FROM slots WHERE taken < v_overlap
          ON CONFLICT (item_id, user_id) DO UPDATE
            SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
            WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
          RETURNING a.id, a.item_id, a.lease_expires_at, a.draft, v_overlap),
        started AS (
          UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id = v_item AND status = 'pending' AND EXISTS (SELECT 1 FROM claimed))
        SELECT * FROM claimed;
      IF FOUND THEN RETURN; END IF;
      v_passed := v_passed || v_item;
    END LOOP;
  END LOOP;
END $$;
