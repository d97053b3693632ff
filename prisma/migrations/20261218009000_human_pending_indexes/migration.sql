-- The untouched items people may claim (decision 076): judges-only items are left out of the
-- claim's sequential and routed walks by the index itself, not by a filter over them.
CREATE INDEX "items_human_pending_idx" ON "items"("project_id", "id") WHERE (status = 'pending' AND human IS NOT FALSE);

CREATE INDEX "items_human_pending_language_idx" ON "items"("project_id", "language", "id") WHERE (status = 'pending' AND human IS NOT FALSE);
