import { z } from 'zod';
import { GUIDE_MEDIA, NAME_MAX, PASSWORD_MIN, PASSWORD_MAX } from './constants.js';

export const GuideMediumSchema = z.enum(GUIDE_MEDIA);
export type GuideMedium = z.infer<typeof GuideMediumSchema>;

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`)
  .describe(
    `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, and not one of the commonly used passwords (compared without case): otherwise 400 naming this field.`,
  );

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((e) => e.toLowerCase());

/** Names accept any printable text; they are escaped where shown, never rejected for their characters. */
export const NameSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(NAME_MAX, `Use at most ${NAME_MAX} characters`);

export const UserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.literal('patient'),
  status: z.enum(['inactive', 'active']),
  avatar: z.string().nullable(),
  guide_medium: GuideMediumSchema,
  share_data_for_research: z.boolean(),
  agreement_accepted: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const TokenAndUserSchema = z.object({ token: z.string(), user: UserSchema });
export const AdminTokenAndUserSchema = z.object({ token: z.string(), user: AdminUserSchema });
