import { z } from 'zod';

/**
 * What a patient sends to download their data or delete their account: their password, or,
 * for an account created through Facebook (which has no password), their e-mail address.
 */
export const AccountConfirmationSchema = z
  .object({
    password: z.string().max(1024).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.email), {
    path: ['password'],
    message: 'Enter your password',
    params: { code: 'required' },
  });
export type AccountConfirmation = z.infer<typeof AccountConfirmationSchema>;
