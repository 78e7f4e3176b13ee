-- Announces every session that ends (revoked, or its row deleted, including by a cascade from a
-- deleted patient or admin) on the channel `clearwell_session_ended`, with the session id as the
-- payload. Instances keep live sessions in memory and drop one when they hear it has ended.
-- Notifications are sent at commit, so a rolled-back revocation announces nothing.
CREATE FUNCTION clearwell_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clearwell_session_ended', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_ended
  AFTER DELETE OR UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION clearwell_announce_session_end();
