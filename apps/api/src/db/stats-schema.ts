import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/*
 * Rollups behind the admin dashboard and statistics. Triggers (migration 0002) keep them exact
 * in the same transaction as every write to users, problems, auth_sessions and feedback, so a
 * read sees its own writes on any instance while answering from a few hundred rows instead of
 * scanning a million. Days are UTC calendar days: the unit of every range the API accepts.
 * The application never writes these tables itself.
 */

const day = () => date('day', { mode: 'string' }).notNull();
const appType = () => text('app_type').notNull();

/** Patients created per day and app type. */
export const statsSignupDays = pgTable(
  'stats_signup_days',
  { day: day(), appType: appType(), users: integer('users').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.appType] })],
);

/** The nil UUID in `stats_problem_days.experience_id`: the problem names no known experience. */
export const NO_EXPERIENCE = '00000000-0000-0000-0000-000000000000';

/**
 * Problems per day, app type (the problem's own) and experience, with the sums and counts the
 * average intensities are computed from. A problem without an experience row is counted under
 * `NO_EXPERIENCE` and the title it was submitted with ('Unspecified' when none); one with an
 * experience row under its id and an empty title, as its label is that row's current title.
 */
export const statsProblemDays = pgTable(
  'stats_problem_days',
  {
    day: day(),
    appType: appType(),
    experienceId: uuid('experience_id').notNull(),
    experienceTitle: text('experience_title').notNull(),
    problems: integer('problems').notNull(),
    firstSum: bigint('first_sum', { mode: 'number' }).notNull(),
    firstCount: integer('first_count').notNull(),
    lastSum: bigint('last_sum', { mode: 'number' }).notNull(),
    lastCount: integer('last_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.appType, t.experienceId, t.experienceTitle] })],
);

/** Feedback per day, app type and sentiment. */
export const statsFeedbackDays = pgTable(
  'stats_feedback_days',
  { day: day(), appType: appType(), sentiment: text('sentiment').notNull(), feedback: integer('feedback').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.appType, t.sentiment] })],
);

/**
 * One row per patient per day on which they signed in or submitted a problem, with the
 * patient's app type. `prev_day` is the patient's previous active day ('-infinity' for the
 * first) as last counted in `stats_active_gaps`; null until counted.
 */
export const statsUserDays = pgTable(
  'stats_user_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: day(),
    appType: appType(),
    prevDay: date('prev_day', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * How many patients were active on `day` after last being active on `prev_day`. A patient is
 * active in the days [a, b] exactly when one of their active days in it follows a gap that
 * starts before a, so distinct active patients are a sum over the cells with a <= day <= b and
 * prev_day < a, with no per-patient rows read.
 */
export const statsActiveGaps = pgTable(
  'stats_active_gaps',
  {
    day: day(),
    prevDay: date('prev_day', { mode: 'string' }).notNull(),
    appType: appType(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.prevDay, t.appType] })],
);
