-- The revise-window sweep's second arm (decision 048, lib/gold/compare-full-items.ts): open items
-- outside the overlap sample that have their one annotation.
CREATE INDEX "items_unsampled_full_idx" ON "items"("project_id", "id") WHERE (sampled IS FALSE AND status IN ('pending', 'in_annotation') AND annotation_count >= 1);
