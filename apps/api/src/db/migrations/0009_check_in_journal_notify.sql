-- Announces, on the channel `clearwell_journal_changed` (see 0004), each patient one of whose
-- check-ins was answered, so every instance drops its in-memory copy of that journal: the journal
-- shows check-ins beside each session. Only answers count: the mail queue's own updates
-- (mail_state, leases) change nothing the journal shows. Check-ins are planned and deleted with
-- their session, whose own trigger announces the patient.
CREATE FUNCTION clearwell_announce_check_in_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clearwell_journal_changed', patient::text)
    FROM (
      SELECT DISTINCT n.user_id AS patient FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE n.answered_at IS DISTINCT FROM o.answered_at OR n.intensity IS DISTINCT FROM o.intensity OR n.note IS DISTINCT FROM o.note
    ) p;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER check_ins_journal_updated AFTER UPDATE ON check_ins
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION clearwell_announce_check_in_answers();
