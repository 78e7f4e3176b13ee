import type { ExperienceTranslations, SafetyLineTranslations, StepTranslations } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { jsonb } from './jsonb.js';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();

/** Where a patient came from (web, and later native apps); filters the admin statistics. */
export const appTypes = pgTable('app_types', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Patients. Administrators live in their own table so that no patient credential opens the back-office. */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['inactive', 'active'] })
      .notNull()
      .default('inactive'),
    avatarKey: text('avatar_key'),
    guideMedium: text('guide_medium', { enum: ['video', 'audio', 'text'] })
      .notNull()
      .default('video'),
    shareDataForResearch: boolean('share_data_for_research').notNull().default(false),
    researchConsentAt: timestamp('research_consent_at', { withTimezone: true }),
    agreementAccepted: boolean('agreement_accepted').notNull().default(false),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    facebookId: text('facebook_id'),
    appType: text('app_type').notNull().default('web'),
    /** Check-ins: mail each one as it falls due (see the check-ins block below). */
    checkInEmails: boolean('check_in_emails').notNull().default(false),
    /**
     * Signed into the mails' unsubscribe links, and replaced each time the patient turns the mails
     * back on, so links from before stop working; null until the first time (unsubscribe-token.ts).
     */
    checkInMailKey: text('check_in_mail_key'),
    /** Supporters: mail that a supporter's message is waiting (never its text). */
    supportEmails: boolean('support_emails').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Safety net: alpha-2 code of where the patient is, for their crisis lines; null: not said. */
    country: text('country'),
    /** The language the patient reads Clearwell in: their content and their mails (docs/api.md, Languages). */
    language: text('language', { enum: ['en', 'es', 'de'] })
      .notNull()
      .default('en'),
    /**
     * Whether the patient chose it (at sign-up from the app, or in settings), rather than it being
     * the default: only a chosen language overrides the browser's on their devices.
     */
    languageChosen: boolean('language_chosen').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'es', 'de')`),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_facebook_id_unique').on(t.facebookId),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_app_type_created_at_idx').on(t.appType, t.createdAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(t.email)],
);

/**
 * Supporters (docs/api.md, Supporters): invited by an admin, they set their password through a
 * mailed link and see only what each patient who linked to them with their `code` shares. Never
 * deleted, only deactivated, so the audit log and ended links keep naming them. Their own table,
 * like admins', so they are counted nowhere as patients.
 */
export const supporters = pgTable(
  'supporters',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 8 letters or digits without look-alikes (supporter-codes.ts), given to patients. */
    code: text('code').notNull(),
    /** Null until set through the mailed link. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    invitedByAdminId: uuid('invited_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('supporters_email_unique').on(t.email), uniqueIndex('supporters_code_unique').on(t.code)],
);

/**
 * One row per issued token (its `sid`). Checked on every request so that logout,
 * password changes and resets take effect at once. A patient's rows also record sign-ins.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    supporterId: uuid('supporter_id').references(() => supporters.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId, t.createdAt),
    index('auth_sessions_admin_idx').on(t.adminId),
    index('auth_sessions_supporter_idx').on(t.supporterId),
    index('auth_sessions_created_at_idx').on(t.createdAt),
  ],
);

/** E-mail verification codes, password-reset and set-password tokens, stored only as SHA-256 hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'admin_reset_password', 'supporter_set_password'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    supporterId: uuid('supporter_id').references(() => supporters.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);

export const experiences = pgTable('experiences', {
  id: id(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  /** How the experience reads in a share message, e.g. "a physical pain". */
  sharePhrase: text('share_phrase').notNull().default(''),
  position: integer('position').notNull(),
  /** `{es?: {title?}, de?: {title?}}`: the title in the other languages; English is `title`. */
  translations: jsonb<ExperienceTranslations>('translations')
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

export const sessionSteps = pgTable(
  'session_steps',
  {
    id: id(),
    /**
     * The step's stable name (docs/api.md, Languages): made from the English title when the step is
     * created and never changed, so the session rules and statistics hold in any language.
     */
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    textContent: text('text_content').notNull(),
    types: jsonb<string[]>('types').notNull(),
    radioTitle: text('radio_title').notNull().default(''),
    radioOptions: jsonb<string[]>('radio_options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    sliderTitle: text('slider_title').notNull().default(''),
    sliderMin: integer('slider_min').notNull().default(0),
    sliderMax: integer('slider_max').notNull().default(10),
    /** 1-based and contiguous: 1..n at every commit. */
    position: integer('position').notNull(),
    /** `{es?: {...}, de?: {...}}`: the texts in the other languages, each field optional; English is in the fields above. */
    translations: jsonb<StepTranslations>('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_steps_position_idx').on(t.position), uniqueIndex('session_steps_key_unique').on(t.key)],
);

export const stepMedia = pgTable(
  'step_media',
  {
    id: id(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => sessionSteps.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'audio'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('step_media_step_idx').on(t.stepId)],
);

/** One submitted guided session. Intensities are copied out of the answers for statistics. */
export const problems = pgTable(
  'problems',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experienceId: uuid('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    experienceTitle: text('experience_title'),
    appType: text('app_type').notNull().default('web'),
    intensityFirst: integer('intensity_first'),
    intensityLast: integer('intensity_last'),
    /** The content version live when the session was stored: set by the column's default (migration 0011). */
    contentVersionId: uuid('content_version_id')
      .references(() => contentVersions.id)
      .default(sql`clearwell_live_content_version()`),
    createdAt: createdAt(),
    /** The device's id for the submission (docs/api.md, Sessions (problems)): one session per patient and id. */
    clientId: uuid('client_id'),
  },
  (t) => [
    index('problems_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('problems_user_client_id_idx').on(t.userId, t.clientId),
    index('problems_created_at_idx').on(t.createdAt, t.id),
    index('problems_app_type_created_at_idx').on(t.appType, t.createdAt),
  ],
);

export const problemResponses = pgTable(
  'problem_responses',
  {
    id: id(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    sessionStepId: uuid('session_step_id').references(() => sessionSteps.id, { onDelete: 'set null' }),
    stepUniqueId: text('step_unique_id'),
    /** The step's key when answered: the rules read it, while `step_title` keeps the title as the patient saw it. */
    stepKey: text('step_key'),
    stepTitle: text('step_title').notNull(),
    stepTypes: jsonb<string[]>('step_types').notNull(),
    response: jsonb<string | number | [string, string | number]>('response').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('problem_responses_problem_idx').on(t.problemId, t.position)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    feedback: text('feedback').notNull(),
    sentiment: text('sentiment', { enum: ['positive', 'neutral', 'negative'] })
      .notNull()
      .default('neutral'),
    appType: text('app_type').notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt, t.id),
    index('feedback_app_type_created_at_idx').on(t.appType, t.createdAt),
  ],
);

/** The one active video package; a new upload becomes active only once fully extracted. */
export const videoPackages = pgTable('video_packages', {
  id: id(),
  originalName: text('original_name').notNull(),
  storagePrefix: text('storage_prefix').notNull(),
  appType: text('app_type').notNull().default('web'),
  active: boolean('active').notNull().default(false),
  createdAt: createdAt(),
});

export const videos = pgTable(
  'videos',
  {
    id: id(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => videoPackages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('videos_package_idx').on(t.packageId, t.position)],
);

/** Append-only record of what administrators did. Never holds journal text. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAdminId: uuid('actor_admin_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb<Record<string, unknown>>('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action)],
);

/**
 * Fixed-window counters shared by every app instance (in the database, not in process memory).
 * The key is a keyed hash of the scope and the e-mail or address, never the value itself;
 * rows whose window has passed are pruned as new ones are written (lib/rate-limiter.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Browsers (the random id their `device` cookie names) that have signed in as a patient, an
 * admin or a supporter. Such a browser is exempt from that account's per-e-mail sign-in limit, so a stranger's
 * wrong guesses cannot lock the owner out. Rows go with the account and expire with the cookie.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    deviceId: text('device_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    supporterId: uuid('supporter_id').references(() => supporters.id, { onDelete: 'cascade' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('known_devices_user_device_unique').on(t.userId, t.deviceId),
    uniqueIndex('known_devices_admin_device_unique').on(t.adminId, t.deviceId),
    uniqueIndex('known_devices_supporter_device_unique').on(t.supporterId, t.deviceId),
    index('known_devices_last_signed_in_at_idx').on(t.lastSignedInAt),
  ],
);

// ---- Sharing with a coach ----------------------------------------------------------------------

/**
 * A read-only link a patient made to chosen journal entries. Only a SHA-256 of the link's secret
 * is kept, so the table cannot open any link. It ends when revoked, when it expires, or when
 * every session it names is gone (rows below go with their session, share or patient).
 */
export const journalShares = pgTable(
  'journal_shares',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('journal_shares_token_hash_unique').on(t.tokenHash),
    index('journal_shares_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The sessions a link shows. */
export const journalShareSessions = pgTable(
  'journal_share_sessions',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => journalShares.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shareId, t.problemId] }),
    index('journal_share_sessions_problem_idx').on(t.problemId),
  ],
);

/** Each time a link was opened: the time only, nothing about who opened it. */
export const journalShareViews = pgTable(
  'journal_share_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => journalShares.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('journal_share_views_share_idx').on(t.shareId, t.viewedAt)],
);
// ── Check-ins ("is it still gone?") ─────────────────────────────────────────────────────────
/**
 * One follow-up of a stored problem per entry of FOLLOW_UP_SCHEDULE, planned when the problem
 * is stored. `mail_state` is the mail queue (docs/decisions/011-check-in-mail-queue.md): null
 * while a mail may still be owed, `sent` once mailed, `skipped` when none will be (the patient
 * had no reminders on, or answered first); `mail_claimed_until` is when a failed send may be
 * tried again (no process mails it before then).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    after: text('after').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    intensity: integer('intensity'),
    note: text('note'),
    mailState: text('mail_state', { enum: ['sent', 'skipped'] }),
    mailClaimedUntil: timestamp('mail_claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('check_ins_user_due_idx').on(t.userId, t.dueAt),
    index('check_ins_problem_idx').on(t.problemId),
    index('check_ins_mail_queue_idx')
      .on(t.dueAt)
      .where(sql`mail_state is null`),
  ],
);
// ── end of check-ins ──────────────────────────────────────────────────────────────────────────
/* ---- Safety net: crisis lines per country, and which sessions raised a concern ---- */

/** Crisis lines, kept by the back-office; `country` is alpha-2 or `*` for the default list. */
export const safetyResources = pgTable(
  'safety_resources',
  {
    id: id(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    sms: text('sms'),
    url: text('url'),
    hours: text('hours'),
    description: text('description'),
    /** The language `hours` and `description` are written in (ISO 639-1), e.g. `de` for a German line. */
    language: text('language').notNull().default('en'),
    /** `{en?, es?, de?: {hours?, description?}}`: those texts in the languages the app speaks. */
    translations: jsonb<SafetyLineTranslations>('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The country's emergency number (911, 112, 999): named where the card says to call it in danger. */
    emergency: boolean('emergency').notNull().default(false),
    /** 1..n within its country, kept contiguous by every change. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('safety_resources_country_position_idx').on(t.country, t.position)],
);

/**
 * Sessions that raised a safety concern: the fact and its day only (never why, never what was
 * written), counted per month for the back-office. Goes with the session.
 */
export const safetyConcerns = pgTable(
  'safety_concerns',
  {
    problemId: uuid('problem_id')
      .primaryKey()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('safety_concerns_created_at_idx').on(t.createdAt)],
);

/**
 * Check-in answers that raised a safety concern: like `safety_concerns`, the fact and its day
 * only, with the session it follows so the monthly count names each session once. Goes with
 * the check-in.
 */
export const checkInConcerns = pgTable(
  'check_in_concerns',
  {
    checkInId: uuid('check_in_id')
      .primaryKey()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('check_in_concerns_created_at_idx').on(t.createdAt)],
);

/**
 * Every state of the guided session an admin made, numbered from 1 (the seeded content). Rows
 * are only ever inserted: a version keeps the full step list as patients received it, media
 * named by storage key (see version-snapshot.ts).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    number: integer('number').notNull(),
    createdAt: createdAt(),
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The admin's name (else e-mail) when the version was made, so it still names them after the account is gone. */
    createdByName: text('created_by_name').notNull(),
    summary: text('summary').notNull(),
    steps: jsonb<unknown[]>('steps').notNull(),
  },
  (t) => [uniqueIndex('content_versions_number_unique').on(t.number)],
);

/**
 * A completed questionnaire (PHQ-9 or GAD-7): the answers as given, their total, and the content
 * version live when it was taken, so outcomes can be judged per version of the session.
 */
export const measures = pgTable(
  'measures',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** One answer 0..3 per item, in the instrument's order. */
    answers: integer('answers').array().notNull(),
    score: integer('score').notNull(),
    /** PHQ-9's ninth item above 0: counted with the safety concerns, never its answer. */
    concern: boolean('concern').notNull().default(false),
    contentVersionId: uuid('content_version_id')
      .references(() => contentVersions.id)
      .default(sql`clearwell_live_content_version()`),
    /** The device's id for the submission: one measure per patient and id, however often it is sent. */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('measures_key_known', sql`${t.key} in ('phq9', 'gad7')`),
    index('measures_user_key_created_idx').on(t.userId, t.key, t.createdAt),
    uniqueIndex('measures_user_client_id_idx').on(t.userId, t.clientId),
    index('measures_created_at_idx').on(t.createdAt),
  ],
);

/** Which seed sets were applied, so content is inserted once and never over later edits. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  appliedAt: createdAt(),
});

// ── Supporters: a patient's link, its views and its messages ────────────────────────────────
/**
 * A patient's link to a supporter and what it shares. `created_at` is the link's "since";
 * `ended_at` is set when the patient ends it or the supporter is deactivated. At most one link per
 * patient is active (the partial unique index), also when two requests race.
 */
export const supportLinks = pgTable(
  'support_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supporterId: uuid('supporter_id')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
    shareSessions: boolean('share_sessions').notNull().default(false),
    shareMeasures: boolean('share_measures').notNull().default(false),
    shareCheckIns: boolean('share_check_ins').notNull().default(false),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_links_one_active_idx')
      .on(t.userId)
      .where(sql`ended_at is null`),
    index('support_links_supporter_active_idx')
      .on(t.supporterId)
      .where(sql`ended_at is null`),
    index('support_links_user_idx').on(t.userId, t.createdAt),
  ],
);

/** When the supporter opened the patient's page: the time only. Goes with the link. */
export const supportViews = pgTable(
  'support_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => supportLinks.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('support_views_link_idx').on(t.linkId, t.viewedAt)],
);

/**
 * The messages of a link's thread (a new link starts a new thread). `user_id` is the patient's,
 * so the messages go with the account.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => supportLinks.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['patient', 'supporter'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_messages_sender_check', sql`${t.sender} in ('patient', 'supporter')`),
    index('support_messages_link_created_idx').on(t.linkId, t.createdAt),
    index('support_messages_user_idx').on(t.userId),
  ],
);
