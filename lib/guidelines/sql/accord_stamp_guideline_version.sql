-- The one place work is stamped with the guideline version it was made under (SPEC §2, decision
-- 071): the project's current version, by one indexed lookup items → projects. A project's
-- guideline change takes the settings lock that submits share, so no submit in flight stamps an
-- older version after the change commits. An item not found leaves the value (its foreign key refuses the row).
CREATE OR REPLACE FUNCTION accord_stamp_guideline_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.guideline_version := COALESCE(
    (SELECT p.guideline_version FROM items i JOIN projects p ON p.id = i.project_id WHERE i.id = NEW.item_id),
    NEW.guideline_version);
  RETURN NEW;
END $$;
