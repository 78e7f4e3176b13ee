import { InviteSupporterSchema, SupporterSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../lib/audit.js';
import { preferredLanguage } from '../../lib/languages.js';
import { deactivateSupporter, inviteSupporter, listSupporters, resendInvitation } from './supporters.service.js';

/** The back-office's supporters (docs/api.md, Supporters): invite, list, resend, deactivate. */
export async function supportersAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Admin: supporters'];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.string() });
  const mailLanguage = (header: string | string[] | undefined) => preferredLanguage(null, header);

  app.post(
    '/api/admin/supporters',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Invite a supporter',
        description:
          'Creates the supporter with a code of 8 letters or digits and mails them a single-use link, valid 7 days: ' +
          "PUBLIC_URL/supporter/set-password/<token>, in the language of the request's Accept-Language (en, es or de; " +
          'else English). 409 `CONFLICT` when the e-mail already has a supporter. Recorded in the audit log as `supporter.invite`.',
        body: InviteSupporterSchema,
        response: { 201: successEnvelope(SupporterSchema) },
      },
    },
    async (request, reply) => {
      const actor = await auditActor(app.db, request);
      const data = await inviteSupporter(app, request.body, actor, mailLanguage(request.headers['accept-language']));
      return reply.code(201).send({ success: true as const, message: 'The invitation is on its way.', data });
    },
  );

  app.get(
    '/api/admin/supporters',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every supporter, newest first',
        response: { 200: successEnvelope(z.array(SupporterSchema)) },
      },
    },
    async () => ({ success: true as const, data: await listSupporters(app) }),
  );

  app.post(
    '/api/admin/supporters/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Mail a supporter a new set-password link',
        description:
          'A new single-use link valid 7 days; the earlier one stops working. Also serves a supporter who forgot their ' +
          'password. 404 unknown id; 409 `CONFLICT` for a deactivated supporter. Recorded as `supporter.resend`.',
        params,
        response: { 200: successEnvelope(SupporterSchema) },
      },
    },
    async (request) => {
      const actor = await auditActor(app.db, request);
      const language = mailLanguage(request.headers['accept-language']);
      const data = await resendInvitation(app, request.params.id, actor, language);
      return { success: true as const, message: 'A new link is on its way.', data };
    },
  );

  app.delete(
    '/api/admin/supporters/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Deactivate a supporter at once',
        description:
          "In one transaction: every token of the supporter is revoked (401 from the next request), every patient's " +
          'link to them ends, and a set-password link stops working. They cannot sign in again. Deactivating one ' +
          'already deactivated is 200 and changes nothing; 404 unknown id. Recorded as `supporter.deactivate`.',
        params,
        response: { 200: successEnvelope(SupporterSchema) },
      },
    },
    async (request) => {
      const actor = await auditActor(app.db, request);
      const data = await deactivateSupporter(app, request.params.id, actor);
      return { success: true as const, message: 'The supporter has been deactivated.', data };
    },
  );
}
