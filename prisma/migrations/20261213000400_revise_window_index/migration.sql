-- The revise-window sweep's tick reads the windows closed since the last one (lib/gold/sweep-closed-windows.ts).
CREATE INDEX "annotations_revisable_until_idx" ON "annotations"("revisable_until", "item_id") WHERE (revisable_until IS NOT NULL);
