-- Keeps the stats_* rollups (src/db/stats-schema.ts) exact: every insert, delete and relevant
-- update of users, problems, auth_sessions and feedback adjusts them in its own transaction,
-- whichever code or instance writes. Inserts and deletes are counted once per statement from
-- its transition table, so bulk loads stay fast; updates of the counted columns are rare and
-- counted per row. A TRUNCATE of a source table rebuilds everything. The last statement fills
-- the rollups from the rows already present. Why: docs/decisions/007-statistics-rollups.md.

-- The UTC calendar day of an instant, and the instant a UTC day starts.
CREATE FUNCTION stats_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
CREATE FUNCTION stats_day_start(day date) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT day::timestamp AT TIME ZONE 'UTC' $$;
--> statement-breakpoint

-- Patients created per day.
CREATE FUNCTION stats_count_signups(added users[], removed users[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_signup_days AS s (day, app_type, users)
  SELECT stats_day(created_at), app_type, sum(n)
  FROM (SELECT created_at, app_type, 1 AS n FROM unnest(added)
        UNION ALL SELECT created_at, app_type, -1 FROM unnest(removed)) c
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, app_type) DO UPDATE SET users = s.users + excluded.users;
END $$;
--> statement-breakpoint

-- Problems per day and experience, with the intensity sums behind the averages.
CREATE FUNCTION stats_count_problems(added problems[], removed problems[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_problem_days AS s
    (day, app_type, experience_id, experience_title, problems, first_sum, first_count, last_sum, last_count)
  SELECT stats_day(created_at), app_type,
         coalesce(experience_id, '00000000-0000-0000-0000-000000000000'),
         CASE WHEN experience_id IS NULL THEN coalesce(experience_title, 'Unspecified') ELSE '' END,
         sum(n), coalesce(sum(n * intensity_first), 0), coalesce(sum(n) FILTER (WHERE intensity_first IS NOT NULL), 0),
         coalesce(sum(n * intensity_last), 0), coalesce(sum(n) FILTER (WHERE intensity_last IS NOT NULL), 0)
  FROM (SELECT *, 1 AS n FROM unnest(added) UNION ALL SELECT *, -1 FROM unnest(removed)) c
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, app_type, experience_id, experience_title) DO UPDATE SET
    problems = s.problems + excluded.problems,
    first_sum = s.first_sum + excluded.first_sum, first_count = s.first_count + excluded.first_count,
    last_sum = s.last_sum + excluded.last_sum, last_count = s.last_count + excluded.last_count;
END $$;
--> statement-breakpoint

-- Feedback per day and sentiment.
CREATE FUNCTION stats_count_feedback(added feedback[], removed feedback[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_feedback_days AS s (day, app_type, sentiment, feedback)
  SELECT stats_day(created_at), app_type, sentiment, sum(n)
  FROM (SELECT created_at, app_type, sentiment, 1 AS n FROM unnest(added)
        UNION ALL SELECT created_at, app_type, sentiment, -1 FROM unnest(removed)) c
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, app_type, sentiment) DO UPDATE SET feedback = s.feedback + excluded.feedback;
END $$;
--> statement-breakpoint

-- A sign-in or a problem: who, and when.
CREATE TYPE stats_event AS (user_id uuid, at timestamptz);
--> statement-breakpoint

-- Marks the days of these events as active days of their patients (admins' sessions have no
-- patient and drop out in the join). Already-marked days cost one index probe and no write.
CREATE FUNCTION stats_note_activity(events stats_event[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_user_days (user_id, day, app_type)
  SELECT DISTINCT e.user_id, stats_day(e.at), u.app_type
  FROM unnest(events) e JOIN users u ON u.id = e.user_id
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint

-- Unmarks the days of these events on which the patient has no sign-in and no problem left.
-- The patients are locked first: a concurrent sign-in or submission holds a key-share lock on
-- its patient until it commits, so it is either visible to the check below or starts after
-- this transaction ends and marks its day again. Deletions call this before touching any other
-- rollup row, so they never hold one that a writer of the same patient is waiting for.
CREATE FUNCTION stats_forget_activity(events stats_event[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM unnest(events)) ORDER BY id FOR UPDATE;
  DELETE FROM stats_user_days d
  USING (SELECT DISTINCT user_id, stats_day(at) AS day FROM unnest(events)) gone
  WHERE d.user_id = gone.user_id AND d.day = gone.day
    AND NOT EXISTS (SELECT 1 FROM problems p WHERE p.user_id = d.user_id
                    AND p.created_at >= stats_day_start(d.day) AND p.created_at < stats_day_start(d.day + 1))
    AND NOT EXISTS (SELECT 1 FROM auth_sessions s WHERE s.user_id = d.user_id
                    AND s.created_at >= stats_day_start(d.day) AND s.created_at < stats_day_start(d.day + 1));
END $$;
--> statement-breakpoint

-- Re-derives each active day's previous active day for these patients and moves the counts of
-- stats_active_gaps for every link that changed: new rows (no link counted yet), rows after a
-- new or removed day, and the removed rows themselves. The patients are locked, and the chain
-- read after the lock, so two transactions adding days for one patient link them in turn.
CREATE FUNCTION stats_relink(patients uuid[], removed stats_user_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(patients) ORDER BY id FOR NO KEY UPDATE;
  WITH chain AS (
    SELECT user_id, day, app_type, prev_day AS counted,
           coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity') AS prev
    FROM stats_user_days WHERE user_id = ANY(patients)
  ), moved AS (
    UPDATE stats_user_days d SET prev_day = c.prev FROM chain c
    WHERE d.user_id = c.user_id AND d.day = c.day AND c.counted IS DISTINCT FROM c.prev
    RETURNING c.app_type, c.day, c.counted, c.prev
  ), delta AS (
    SELECT app_type, day, prev AS prev_day, 1 AS n FROM moved
    UNION ALL SELECT app_type, day, counted, -1 FROM moved WHERE counted IS NOT NULL
    UNION ALL SELECT app_type, day, prev_day, -1 FROM unnest(removed) WHERE prev_day IS NOT NULL
  )
  INSERT INTO stats_active_gaps AS g (day, prev_day, app_type, users)
  SELECT day, prev_day, app_type, sum(n) FROM delta GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, prev_day, app_type) DO UPDATE SET users = g.users + excluded.users;
END $$;
--> statement-breakpoint

-- Fills every rollup from the source tables: the backfill below, and after a TRUNCATE. It goes a
-- month of rows at a time through the same functions as the triggers, so no array outgrows
-- memory however long the history, and chains of active days grow in order.
CREATE FUNCTION stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  until timestamptz;
BEGIN
  DELETE FROM stats_signup_days;
  DELETE FROM stats_problem_days;
  DELETE FROM stats_feedback_days;
  DELETE FROM stats_user_days;  -- its trigger takes every counted link out of stats_active_gaps
  DELETE FROM stats_active_gaps;
  FOR since IN
    SELECT generate_series(date_trunc('month', min(lo), 'UTC'), max(hi), interval '1 month') FROM (
      SELECT min(created_at) AS lo, max(created_at) AS hi FROM users
      UNION ALL SELECT min(created_at), max(created_at) FROM problems
      UNION ALL SELECT min(created_at), max(created_at) FROM auth_sessions
      UNION ALL SELECT min(created_at), max(created_at) FROM feedback) bounds
  LOOP
    until := since + interval '1 month';
    PERFORM stats_count_signups(array(SELECT r FROM users r WHERE created_at >= since AND created_at < until), '{}');
    PERFORM stats_count_problems(array(SELECT r FROM problems r WHERE created_at >= since AND created_at < until), '{}');
    PERFORM stats_count_feedback(array(SELECT r FROM feedback r WHERE created_at >= since AND created_at < until), '{}');
    PERFORM stats_note_activity(array(
      SELECT (user_id, created_at)::stats_event FROM problems WHERE created_at >= since AND created_at < until
      UNION ALL SELECT (user_id, created_at)::stats_event FROM auth_sessions
        WHERE user_id IS NOT NULL AND created_at >= since AND created_at < until));
  END LOOP;
END $$;
--> statement-breakpoint

-- The trigger functions: transition tables for statements, OLD and NEW for row updates.
CREATE FUNCTION stats_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_count_signups(array(SELECT r::users FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_count_signups('{}', array(SELECT r::users FROM old_rows r));
  ELSE
    PERFORM stats_count_signups(array[NEW], array[OLD]);
    IF NEW.app_type IS DISTINCT FROM OLD.app_type THEN
      -- Active days are counted under the patient's app type: count them again, once the
      -- patient's in-flight sign-ins and submissions (which read the old type) have committed.
      PERFORM 1 FROM users WHERE id = NEW.id FOR UPDATE;
      DELETE FROM stats_user_days WHERE user_id = NEW.id;
      PERFORM stats_note_activity(array(
        SELECT (user_id, created_at)::stats_event FROM problems WHERE user_id = NEW.id
        UNION ALL SELECT (user_id, created_at)::stats_event FROM auth_sessions WHERE user_id = NEW.id));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_problems_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_count_problems(array(SELECT r::problems FROM new_rows r), '{}');
    PERFORM stats_note_activity(array(SELECT (user_id, created_at)::stats_event FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    -- Forgetting first: the patients are locked before any shared rollup row.
    PERFORM stats_forget_activity(array(SELECT (user_id, created_at)::stats_event FROM old_rows));
    PERFORM stats_count_problems('{}', array(SELECT r::problems FROM old_rows r));
  ELSE
    IF (NEW.user_id, stats_day(NEW.created_at)) IS DISTINCT FROM (OLD.user_id, stats_day(OLD.created_at)) THEN
      PERFORM stats_forget_activity(array[(OLD.user_id, OLD.created_at)::stats_event]);
      PERFORM stats_note_activity(array[(NEW.user_id, NEW.created_at)::stats_event]);
    END IF;
    PERFORM stats_count_problems(array[NEW], array[OLD]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_note_activity(array(SELECT (user_id, created_at)::stats_event FROM new_rows WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_forget_activity(array(SELECT (user_id, created_at)::stats_event FROM old_rows WHERE user_id IS NOT NULL));
  ELSE
    PERFORM stats_forget_activity(array[(OLD.user_id, OLD.created_at)::stats_event]);
    PERFORM stats_note_activity(array[(NEW.user_id, NEW.created_at)::stats_event]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_feedback_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_count_feedback(array(SELECT r::feedback FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM stats_count_feedback('{}', array(SELECT r::feedback FROM old_rows r));
  ELSE
    PERFORM stats_count_feedback(array[NEW], array[OLD]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_user_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM stats_relink(array(SELECT DISTINCT user_id FROM new_rows), '{}');
    END IF;
  ELSIF EXISTS (SELECT 1 FROM old_rows) THEN
    PERFORM stats_relink(array(SELECT DISTINCT user_id FROM old_rows), array(SELECT r::stats_user_days FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER stats_users_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_users_changed();
--> statement-breakpoint
CREATE TRIGGER stats_users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_users_changed();
--> statement-breakpoint
CREATE TRIGGER stats_users_updated AFTER UPDATE OF created_at, app_type ON users FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.app_type IS DISTINCT FROM NEW.app_type)
  EXECUTE FUNCTION stats_users_changed();
--> statement-breakpoint
CREATE TRIGGER stats_users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_problems_inserted AFTER INSERT ON problems REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_problems_changed();
--> statement-breakpoint
CREATE TRIGGER stats_problems_deleted AFTER DELETE ON problems REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_problems_changed();
--> statement-breakpoint
CREATE TRIGGER stats_problems_updated
  AFTER UPDATE OF user_id, created_at, app_type, experience_id, experience_title, intensity_first, intensity_last ON problems
  FOR EACH ROW
  WHEN ((OLD.user_id, OLD.created_at, OLD.app_type, OLD.experience_id, OLD.experience_title, OLD.intensity_first, OLD.intensity_last)
        IS DISTINCT FROM (NEW.user_id, NEW.created_at, NEW.app_type, NEW.experience_id, NEW.experience_title, NEW.intensity_first, NEW.intensity_last))
  EXECUTE FUNCTION stats_problems_changed();
--> statement-breakpoint
CREATE TRIGGER stats_problems_truncated AFTER TRUNCATE ON problems FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_sessions_inserted AFTER INSERT ON auth_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER stats_sessions_deleted AFTER DELETE ON auth_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER stats_sessions_updated AFTER UPDATE OF user_id, created_at ON auth_sessions FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION stats_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER stats_sessions_truncated AFTER TRUNCATE ON auth_sessions FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_feedback_inserted AFTER INSERT ON feedback REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_feedback_changed();
--> statement-breakpoint
CREATE TRIGGER stats_feedback_deleted AFTER DELETE ON feedback REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_feedback_changed();
--> statement-breakpoint
CREATE TRIGGER stats_feedback_updated AFTER UPDATE OF created_at, app_type, sentiment ON feedback FOR EACH ROW
  WHEN ((OLD.created_at, OLD.app_type, OLD.sentiment) IS DISTINCT FROM (NEW.created_at, NEW.app_type, NEW.sentiment))
  EXECUTE FUNCTION stats_feedback_changed();
--> statement-breakpoint
CREATE TRIGGER stats_feedback_truncated AFTER TRUNCATE ON feedback FOR EACH STATEMENT EXECUTE FUNCTION stats_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_user_days_inserted AFTER INSERT ON stats_user_days REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_user_days_changed();
--> statement-breakpoint
CREATE TRIGGER stats_user_days_deleted AFTER DELETE ON stats_user_days REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_user_days_changed();
--> statement-breakpoint

SELECT stats_rebuild();
