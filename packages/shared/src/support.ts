import { z } from 'zod';
import { AdminSigninBodySchema } from './auth.js';
import { CheckInSchema } from './check-ins.js';
import { JournalSessionSchema } from './journal.js';
import { MeasureHistoryItemSchema } from './measures.js';
import { EmailSchema, NameSchema, PasswordSchema } from './user.js';

/**
 * The wire format of supporters (docs/api.md, Supporters): a third role that a patient links to
 * with the supporter's code, choosing what it sees.
 */

export const SUPPORT_CODE_LENGTH = 8;
export const MESSAGE_MAX = 2000;
/** A shared session or measure of this many days raises the crisis flag when it had a concern. */
export const CRISIS_WINDOW_DAYS = 14;

/**
 * The supporter's code as a patient types it: letters or digits, any case, spaces and hyphens
 * ignored (a code read aloud or copied from a mail often carries them).
 */
export const SupportCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'Enter the 8 letters or digits your supporter gave you'));

/** What the patient shares; nothing is shared unless chosen. */
export const SupportScopeSchema = z.object({
  sessions: z.boolean(),
  measures: z.boolean(),
  check_ins: z.boolean(),
});
export type SupportScope = z.infer<typeof SupportScopeSchema>;

// Admin

export const InviteSupporterSchema = z.object({ email: EmailSchema, name: NameSchema });
export type InviteSupporter = z.infer<typeof InviteSupporterSchema>;

export const SupporterSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** False until the supporter has set a password through the mailed link. */
  password_set: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type Supporter = z.infer<typeof SupporterSchema>;

// The supporter's own account

export const SupporterSetPasswordSchema = z.object({ token: z.string().min(1).max(200), password: PasswordSchema });
export type SupporterSetPassword = z.infer<typeof SupporterSetPasswordSchema>;

/** Sign-in takes what an admin's does: an e-mail and a password. */
export const SupporterSigninSchema = AdminSigninBodySchema;

export const SupporterSelfSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type SupporterSelf = z.infer<typeof SupporterSelfSchema>;

export const SupporterTokenSchema = z.object({ token: z.string(), supporter: SupporterSelfSchema });
export type SupporterToken = z.infer<typeof SupporterTokenSchema>;

// The patient's side

export const LinkSupportSchema = z.object({ code: SupportCodeSchema, scope: SupportScopeSchema });
export type LinkSupport = z.infer<typeof LinkSupportSchema>;

export const UpdateSupportScopeSchema = z.object({ scope: SupportScopeSchema });

export const SupportLinkSchema = z.object({
  supporter: z.object({ name: z.string() }),
  scope: SupportScopeSchema,
  since: z.string(),
});
export type SupportLink = z.infer<typeof SupportLinkSchema>;

export const SupportViewSchema = z.object({ at: z.string() });

// The supporter's caseload

export const SupportFlagsSchema = z.object({
  crisis: z.boolean(),
  deteriorated: z.boolean(),
  /** Whole days since the last shared session, measure or check-in; null when nothing shared exists. */
  silent_days: z.number().int().nullable(),
});
export type SupportFlags = z.infer<typeof SupportFlagsSchema>;

export const CaseloadRowSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  since: z.string(),
  scope: SupportScopeSchema,
  flags: SupportFlagsSchema,
  last_active_at: z.string().nullable(),
});
export type CaseloadRow = z.infer<typeof CaseloadRowSchema>;

/** A patient as their supporter sees them: only the keys the scope allows are present. */
export const SupportedPatientSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  since: z.string(),
  scope: SupportScopeSchema,
  sessions: z.array(JournalSessionSchema).optional(),
  measures: z.array(MeasureHistoryItemSchema).optional(),
  check_ins: z.array(CheckInSchema).optional(),
});
export type SupportedPatient = z.infer<typeof SupportedPatientSchema>;

// Messages, both sides

export const SendMessageSchema = z.object({
  text: z.string().trim().min(1, 'Write a message first').max(MESSAGE_MAX, `Use at most ${MESSAGE_MAX} characters`),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const SupportMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['patient', 'supporter']),
  text: z.string(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
