import { z } from 'zod';
import { DateOnlySchema, PageQuerySchema } from './envelope.js';
import { EmailSchema, PasswordSchema } from './user.js';

/** `GET /api/admin/session-step`: paging plus `sort_order`; a cache-busting `_t` is accepted and ignored. */
export const StepListQuerySchema = PageQuerySchema.extend({
  sort_order: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], 'sort_order must be asc or desc'))
    .default('asc'),
  _t: z.string().optional(),
});
export type StepListQuery = z.infer<typeof StepListQuerySchema>;

/** Ids are opaque: one of any length that names no step is 404, never 400. */
export const StepIdParamsSchema = z.object({ id: z.string().min(1) });

/** `PUT /api/admin/session-step/reorder`: 1-based target position, clamped to 1..n by the server. */
export const ReorderStepSchema = z.object({
  step_id: z.string().min(1, 'step_id is required'),
  // A JSON number only: coercion would read null, "", true and [3] as positions.
  new_position: z.number('new_position must be a whole number').int('new_position must be a whole number'),
});
export type ReorderStep = z.infer<typeof ReorderStepSchema>;

export const AdminForgotPasswordSchema = z.object({ email: EmailSchema });

export const AdminResetPasswordSchema = z
  .object({
    // No length cap: a token of any other length is simply unknown (INVALID_TOKEN), not malformed.
    token: z.string().trim().min(1, 'Invalid password reset link. Please request a new one.'),
    password: PasswordSchema,
    confirm_password: z.string().max(200),
    email: z.string().trim().max(254).optional(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
    params: { code: 'mismatch' },
  });

export const AUDIT_ACTIONS = [
  'admin.sign_in',
  'admin.sign_out',
  'admin.password_reset',
  'step.create',
  'step.update',
  'step.delete',
  'step.reorder',
  'content_version.restore',
  'export.users',
  'export.feedbacks',
  'video_package.replace',
  'safety_resource.create',
  'safety_resource.update',
  'safety_resource.delete',
  'supporter.invite',
  'supporter.resend',
  'supporter.deactivate',
] as const;
/** What the back-office records in its audit log (the audit filter offers exactly these). */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: z.string().trim().max(100).optional(),
  from_date: DateOnlySchema.optional(),
  to_date: DateOnlySchema.optional(),
}).refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
  path: ['to_date'],
  message: 'The end date may not be before the start date',
  params: { code: 'invalid_range' },
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
