-- Announces, on the channel `clearwell_journal_changed`, each patient whose journal changed (a
-- session submitted, changed or deleted, or one of its answers), so every instance drops its
-- in-memory copy of that journal. Statement-level triggers with transition tables: a bulk write
-- announces each patient once, without running a function per row. Notifications are sent at
-- commit, and identical ones within a transaction are sent once.
CREATE FUNCTION clearwell_announce_journal_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'problems' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('clearwell_journal_changed', patient::text) FROM (SELECT DISTINCT user_id AS patient FROM changed_new) p;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM pg_notify('clearwell_journal_changed', patient::text) FROM (SELECT DISTINCT user_id AS patient FROM changed_old) p;
    END IF;
  ELSE
    -- Answers name their session; one deleted with its session finds none, and the session's
    -- own trigger announced the patient.
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('clearwell_journal_changed', patient::text)
        FROM (SELECT DISTINCT p.user_id AS patient FROM changed_new a JOIN problems p ON p.id = a.problem_id) x;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM pg_notify('clearwell_journal_changed', patient::text)
        FROM (SELECT DISTINCT p.user_id AS patient FROM changed_old a JOIN problems p ON p.id = a.problem_id) x;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER problems_journal_inserted AFTER INSERT ON problems
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
--> statement-breakpoint
CREATE TRIGGER problems_journal_updated AFTER UPDATE ON problems
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
--> statement-breakpoint
CREATE TRIGGER problems_journal_deleted AFTER DELETE ON problems
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
--> statement-breakpoint
CREATE TRIGGER problem_responses_journal_inserted AFTER INSERT ON problem_responses
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
--> statement-breakpoint
CREATE TRIGGER problem_responses_journal_updated AFTER UPDATE ON problem_responses
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
--> statement-breakpoint
CREATE TRIGGER problem_responses_journal_deleted AFTER DELETE ON problem_responses
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_journal_changes();
