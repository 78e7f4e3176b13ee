import { z } from 'zod';

/** Client-side rules with the spec's messages; the server checks the same rules again. */
const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address'));
const newPassword = z.string().min(1, 'Password is required').min(8, 'Password must be at least 8 characters long');

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const RegisterFormSchema = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required').max(100, 'Use at most 100 characters'),
    email,
    password: newPassword.max(128, 'Use at most 128 characters'),
    confirm_password: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match' });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ForgotFormSchema = z.object({ email });
export type ForgotForm = z.infer<typeof ForgotFormSchema>;

export const ResetFormSchema = z
  .object({
    password: newPassword.max(128, 'Use at most 128 characters'),
    confirm_password: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'Passwords do not match!' });
export type ResetForm = z.infer<typeof ResetFormSchema>;
