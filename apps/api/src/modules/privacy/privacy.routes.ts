import { AccountConfirmationSchema, MessageOnlySchema } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPatient } from '../account/account.service.js';
import { createDataExport, exportFileName } from './data-export.js';
import { confirmIdentity, deleteAccount } from './privacy.service.js';

const CONFIRMATION =
  'Send `{password}`. An account created through Facebook has no password: it confirms with `{email}`, the address of the ' +
  'account typed again. A wrong password or e-mail is 400 `INVALID_CURRENT_PASSWORD` (never 401) with a detail on the field ' +
  'to fill; a passwordless account that sends no e-mail gets the detail on `email`. Rate limited like the other auth attempts (429).';

/** The patient's rights over their data: a copy of it (GDPR arts. 15 and 20) and erasure (art. 17). */
export async function privacyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['patient account'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/account/export',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Download all of my data as a zip file',
        description:
          `${CONFIRMATION} The answer is \`application/zip\` (\`attachment; filename="clearwell-my-data-yyyy-MM-dd.zip"\`) holding ` +
          'README.txt, profile.json, settings.json, journal.json (every session with all answers), feedback.json (feedback sent ' +
          'while signed in), shared-links.json (links made to show journal entries, without their secrets) and the avatar file when there is one. Never a password hash, token or session.',
        body: AccountConfirmationSchema,
      },
    },
    async (request, reply) => {
      const user = await loadPatient(app, request.auth!.subjectId);
      await app.limitAuthAttempt(request, 'account-export', user.email);
      await confirmIdentity(user, request.body);
      const archive = await createDataExport(app, user);
      request.log.info({ userId: user.id }, 'data export started');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Delete my account and everything tied to it',
        description:
          `${CONFIRMATION} In one transaction: the journal (sessions and answers), every sign-in session and one-time token, and ` +
          'the account are deleted; feedback is kept as anonymous text (unlinked, name, e-mail, city and country blanked). The avatar ' +
          'file is removed after the commit. The token is 401 afterwards and the e-mail address can register again.',
        body: AccountConfirmationSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = await loadPatient(app, request.auth!.subjectId);
      await app.limitAuthAttempt(request, 'account-delete', user.email);
      await confirmIdentity(user, request.body);
      await deleteAccount({ db: app.db, storage: app.storage, log: request.log }, user.id);
      request.log.info({ userId: user.id }, 'account deleted');
      return { success: true as const, message: 'Your account has been deleted.', data: null };
    },
  );
}
