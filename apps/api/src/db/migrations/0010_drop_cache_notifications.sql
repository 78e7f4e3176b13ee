-- Nothing is kept in memory any more: sessions, steps and journals are read from the database on
-- every request. The triggers that announced their changes (0003, 0004, 0009) go, with their
-- functions. The statistics triggers (0002) stay.
DROP TRIGGER IF EXISTS auth_sessions_ended ON auth_sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problems_journal_inserted ON problems;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problems_journal_updated ON problems;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problems_journal_deleted ON problems;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problem_responses_journal_inserted ON problem_responses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problem_responses_journal_updated ON problem_responses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS problem_responses_journal_deleted ON problem_responses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS check_ins_journal_updated ON check_ins;
--> statement-breakpoint
DROP FUNCTION IF EXISTS clearwell_announce_session_end();
--> statement-breakpoint
DROP FUNCTION IF EXISTS clearwell_announce_journal_changes();
--> statement-breakpoint
DROP FUNCTION IF EXISTS clearwell_announce_check_in_answers();
