-- A release's lines are frozen (decision 072): never updated; inserted only while their release
-- is open (before it is sealed, in its creating transaction); deleted only by the cascade of
-- their release's delete, so when the release row is gone. One check per statement, not per line.
CREATE OR REPLACE FUNCTION accord_guard_release_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'release lines are immutable' USING ERRCODE = '55000';
  ELSIF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_lines l JOIN releases r ON r.id = l.release_id WHERE r.sha256 <> '') THEN
      RAISE EXCEPTION 'release lines are immutable: the release is sealed' USING ERRCODE = '55000';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM old_lines l JOIN releases r ON r.id = l.release_id) THEN
    RAISE EXCEPTION 'release lines are immutable: they go only with their release' USING ERRCODE = '55000';
  END IF;
  RETURN NULL;
END $$;
