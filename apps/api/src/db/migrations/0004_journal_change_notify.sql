-- Announces, on the channel `clearwell_journal_changed`, the patient whose journal changed
-- (a session submitted, changed or deleted, or one of its answers), so every instance drops its
-- in-memory copy of that journal. Notifications are sent at commit, and identical ones within a
-- transaction are sent once: a submission with many answers announces its patient once.
CREATE FUNCTION clearwell_announce_journal_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  patient uuid;
BEGIN
  IF TG_TABLE_NAME = 'problems' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('clearwell_journal_changed', OLD.user_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('clearwell_journal_changed', NEW.user_id::text); END IF;
  ELSE
    -- An answer deleted with its session finds no session any more; the session's own trigger announced it.
    SELECT user_id INTO patient FROM problems WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.problem_id ELSE NEW.problem_id END;
    IF patient IS NOT NULL THEN PERFORM pg_notify('clearwell_journal_changed', patient::text); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_journal_changed
  AFTER INSERT OR UPDATE OR DELETE ON problems
  FOR EACH ROW EXECUTE FUNCTION clearwell_announce_journal_change();
--> statement-breakpoint
CREATE TRIGGER problem_responses_journal_changed
  AFTER INSERT OR UPDATE OR DELETE ON problem_responses
  FOR EACH ROW EXECUTE FUNCTION clearwell_announce_journal_change();
