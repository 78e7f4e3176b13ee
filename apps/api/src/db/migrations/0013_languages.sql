-- Languages (contract 6.5, docs/decisions/016-languages-on-the-server.md): each step gets a stable
-- key the session rules use instead of its displayed title, steps and experiences get their texts
-- in Spanish and German beside the English ones, patients a language setting, and each stored
-- answer the key of the step it answered. The Spanish and German texts of the seeded content are
-- filled in by the seed `content-translations-v1`, which runs right after the migrations, only
-- where the English text is still the seeded one: the texts live in one place (db/seed/).
ALTER TABLE "experiences" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "session_steps" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "session_steps" ADD COLUMN "key" text;--> statement-breakpoint
-- A title as a key: lower case ASCII letters and digits joined by "_" (accents dropped), at most
-- 60 characters, "step" when nothing is left. The same rule as lib/step-keys.ts, for existing rows.
CREATE FUNCTION clearwell_0013_slug(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(both '_' from regexp_replace(
    translate(replace(lower(title), 'ß', 'ss'), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçý', 'aaaaaaaeeeeeiiiiiooooooouuuuuncy'),
    '[^a-z0-9]+', '_', 'g')), 60), ''), 'step')
$$;--> statement-breakpoint
-- Keys for the existing steps: the seeded rule-bearing titles first, so they get exactly their key
-- (choose_experience, describe_sensations, sensation_state, feel_now, message, process_again, the
-- slugs of their titles); then the others in session order, a second step of the same slug taking
-- "_2", then "_3", and so on.
DO $$
DECLARE
  step record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR step IN
    SELECT id, title FROM session_steps
    ORDER BY (title IN ('Choose Experience', 'Describe Sensations', 'Sensation State', 'Feel Now', 'Message', 'Process Again')) DESC,
             position, created_at, id
  LOOP
    base := clearwell_0013_slug(step.title);
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM session_steps WHERE key = candidate) LOOP
      n := n + 1;
      candidate := base || '_' || n;
    END LOOP;
    UPDATE session_steps SET key = candidate WHERE id = step.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "session_steps" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "session_steps_key_unique" ON "session_steps" USING btree ("key");--> statement-breakpoint
-- The stored answers: the key of their step where it still exists, else one read from the title
-- they kept (every stored title is English so far).
ALTER TABLE "problem_responses" ADD COLUMN "step_key" text;--> statement-breakpoint
UPDATE problem_responses r
SET step_key = coalesce((SELECT s.key FROM session_steps s WHERE s.id = r.session_step_id), clearwell_0013_slug(r.step_title));--> statement-breakpoint
DROP FUNCTION clearwell_0013_slug(text);
