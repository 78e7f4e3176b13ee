import { z } from 'zod';
import { EmailSchema, GuideMediumSchema, NameSchema, PasswordSchema } from './user.js';
import { CountryCodeSchema } from './safety.js';
import { LanguageSchema } from './languages.js';

/** Resend-verification and forgot-password: only an e-mail, answered neutrally. */
export const EmailOnlySchema = z.object({ email: EmailSchema });
export type EmailOnly = z.infer<typeof EmailOnlySchema>;

const confirmMatches =
  (fieldOf: 'password' | 'new_password', message: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (v[fieldOf] !== v.confirm_password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message, params: { code: 'mismatch' } });
  };

export const ResetPasswordSchema = z
  .object({
    // No length cap: a token of any other length is simply unknown (INVALID_TOKEN), not malformed.
    token: z.string().trim().min(1, 'The reset token is required'),
    password: PasswordSchema,
    confirm_password: z.string().max(200),
    email: z.string().optional(),
  })
  .superRefine(confirmMatches('password', 'Passwords do not match'));
export type ResetPasswordBody = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(200),
    new_password: PasswordSchema,
    confirm_password: z.string().max(200),
  })
  .superRefine(confirmMatches('new_password', 'New passwords do not match'));
export type ChangePasswordBody = z.infer<typeof ChangePasswordSchema>;

/** The text fields of the multipart profile update; the avatar arrives as a file part. */
export const ProfileFieldsSchema = z.object({ first_name: NameSchema, last_name: NameSchema });
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>;

export const SettingsSchema = z.object({
  guide_medium: GuideMediumSchema,
  share_data_for_research: z.boolean(),
  /** Mail a check-in when it falls due. */
  check_in_emails: z.boolean(),
  /** Mail that a supporter's message is waiting, never its text (default true). */
  support_emails: z.boolean(),
  /** Where the patient is, for the crisis lines they are shown (alpha-2, any case on the way in), or null. */
  country: CountryCodeSchema.nullable(),
  /**
   * The language the patient reads Clearwell in (docs/api.md, Languages): their content and their mails.
   * Always sent by the server (SettingsResponseSchema); optional in this type for settings a
   * client builds itself.
   */
  language: LanguageSchema.optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The settings as the server sends them: with the language, and whether the patient chose it (at
 * sign-up from the app, or here) rather than it being the default; the app follows only a chosen one
 * over the browser's language.
 */
export const SettingsResponseSchema = SettingsSchema.required({ language: true }).extend({
  language_chosen: z.boolean(),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/**
 * `password` is needed only to link Facebook to a verified account that has one (409
 * `PASSWORD_REQUIRED` without it); an empty one counts as absent.
 */
export const FacebookLoginSchema = z.object({
  access_token: z.string().trim().min(1, 'access_token is required').max(4096),
  password: z.string().max(1024).optional(),
});
