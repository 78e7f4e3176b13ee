import { ChangePasswordSchema, EmailOnlySchema, MessageOnlySchema, ResetPasswordSchema } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePassword,
  FORGOT_MESSAGE,
  forgotPassword,
  RESEND_MESSAGE,
  resendVerification,
  resetPassword,
} from './account.service.js';
import { loadPatient } from './load-patient.js';

/** Verification resends and the password flows: forgot, reset (from the mail) and change (signed in). */
export async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, log: app.log });
  const tags = ['patient auth'];

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new verification link (neutral answer)',
        body: EmailOnlySchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await app.limitAuthAttempt(request, 'resend-verification', request.body.email);
      // The work runs after the answer, so neither its result nor its duration tells whether the account exists.
      void resendVerification({ ...deps(), log: request.log }, request.body.email).catch((err: unknown) =>
        request.log.error({ err }, 'resend failed'),
      );
      return { success: true as const, message: RESEND_MESSAGE, data: null };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link valid for 1 hour (neutral answer)',
        description:
          'Always 200 with the same message. 429 past AUTH_RATE_LIMIT a minute per client address and per e-mail; a browser whose `device` cookie has signed in as that patient is exempt from the per-e-mail limit.',
        body: EmailOnlySchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      // Every request counts (each may mail the owner, and counting only mailed ones would tell
      // who has an account); a browser the owner has signed in on is never held back.
      await app.guardAuthAttempt(
        request,
        { scope: 'forgot-password', email: request.body.email, audience: 'patient' },
        async () => undefined,
      );
      void forgotPassword({ ...deps(), log: request.log }, request.body.email).catch((err: unknown) =>
        request.log.error({ err }, 'forgot-password failed'),
      );
      return { success: true as const, message: FORGOT_MESSAGE, data: null };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a mailed token; the token is spent and every session ends',
        description:
          '429 past AUTH_RATE_LIMIT a minute per client address, and per e-mail once that many invalid tokens were sent for it; a genuine token is never refused by the per-e-mail limit.',
        body: ResetPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await app.guardAuthAttempt(
        request,
        {
          scope: 'reset-password',
          email: request.body.email,
          audience: 'patient',
          failures: ['INVALID_TOKEN'],
          unguessableSecret: true,
        },
        () => resetPassword(deps(), request.body, request.socket),
      );
      return {
        success: true as const,
        message: 'Your password has been reset. You can sign in with your new password.',
        data: null,
      };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        summary: 'Change the password; other sessions end, this one stays',
        security: [{ bearer: [] }],
        body: ChangePasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const user = await loadPatient(app, auth.subjectId);
      await app.limitAuthAttempt(request, 'change-password', user.email);
      await changePassword(
        { ...deps(), log: request.log },
        { userId: auth.subjectId, sessionId: auth.sessionId },
        request.body,
        request.socket,
      );
      return { success: true as const, message: 'Your password has been changed.', data: null };
    },
  );
}
