-- A release is immutable (decision 072). Its creating transaction inserts it open (sha256 '') and
-- seals it once with sha256, line_count and counts; a deleted author's SET NULL is let through,
-- and a DELETE only when its project is gone (the cascade runs after the project row is deleted).
CREATE OR REPLACE FUNCTION accord_guard_release() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sealed CONSTANT text[] := '{sha256,line_count,counts}';
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM projects WHERE id = OLD.project_id) THEN
      RAISE EXCEPTION 'release % is immutable: it is deleted only with its project', OLD.id
        USING ERRCODE = '55000';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.sha256 = '' AND NEW.sha256 <> '' AND to_jsonb(NEW) - sealed = to_jsonb(OLD) - sealed THEN
    RETURN NEW;
  END IF;
  IF NEW.created_by_id IS NULL AND to_jsonb(NEW) - 'created_by_id' = to_jsonb(OLD) - 'created_by_id'
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.created_by_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'release % is immutable', OLD.id USING ERRCODE = '55000';
END $$;
