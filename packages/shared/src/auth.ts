import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema } from './user.js';
import { LanguageSchema } from './languages.js';

/** Sign-up and sign-in always speak for a patient; any other role is refused, in words for each. */
const patientRole = (message: string) => z.literal('patient', { error: message }).optional();

export const SignupBodySchema = z.object({
  first_name: NameSchema,
  last_name: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  email: EmailSchema,
  password: PasswordSchema,
  role: patientRole('Only patient accounts can be created here'),
  /** The new account's language; without it, the request's Accept-Language (its first entry), else English. */
  language: LanguageSchema.optional(),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const SigninBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(1024),
  role: patientRole('Only patient accounts can sign in here'),
});
export type SigninBody = z.infer<typeof SigninBodySchema>;

/** No length cap: a code of any other length is simply unknown (INVALID_CODE), not malformed. */
export const VerifyEmailQuerySchema = z.object({ code: z.string().optional() });

export const AgreementBodySchema = z.object({ agreement_accepted: z.boolean() });
export const AgreementSchema = z.object({ agreement_accepted: z.boolean() });
export type Agreement = z.infer<typeof AgreementSchema>;

export const AdminSigninBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(1024),
});
