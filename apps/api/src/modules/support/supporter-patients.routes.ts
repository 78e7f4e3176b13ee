import {
  CaseloadRowSchema,
  SendMessageSchema,
  SupportedPatientSchema,
  SupportMessageSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTED_MESSAGES } from './support-messages.js';
import { DETAIL_LIMITS } from './supported-patient.js';
import { caseload, readSupportedPatient, sendSupporterMessage, supporterThread } from './support.service.js';

/** The supporter's side (docs/api.md, Supporters): the caseload, a patient's page, the messages. */
export async function supporterPatientsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Supporter: patients'];
  const security = [{ bearer: [] }];
  const params = z.object({ id: z.string() });
  const NOT_THEIRS = '404 for a patient who is not linked to the caller, or who ended the link.';

  app.get(
    '/api/supporter/patients',
    {
      onRequest: app.requireSupporter,
      schema: {
        tags,
        security,
        summary: 'My caseload, who needs attention first',
        description:
          'Each flag comes only from what that patient shares. `crisis`: a shared session or measure of the last 14 ' +
          'days raised a safety concern; `deteriorated`: the last shared measure is a reliable deterioration from the ' +
          "patient's first of that measure; `silent_days`: whole days since the last shared session, measure or answered " +
          'check-in (`last_active_at`), null when nothing shared exists. Ordered by crisis, then deterioration, then the ' +
          'most days of silence (null after every number), then the oldest link.',
        response: { 200: successEnvelope(z.array(CaseloadRowSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await caseload(app, request.auth!.subjectId) }),
  );

  app.get(
    '/api/supporter/patients/:id',
    {
      onRequest: app.requireSupporter,
      schema: {
        tags,
        security,
        summary: "A patient's page: only what they share",
        description:
          `Only the keys the scope allows: \`sessions\`, the newest ${DETAIL_LIMITS.sessions} as journal session objects ` +
          "(each session's `check_ins` empty unless check-ins are shared); `measures`, the newest " +
          `${DETAIL_LIMITS.measures} scores oldest first; \`check_ins\`, the latest ${DETAIL_LIMITS.checkIns} that fell ` +
          'due, newest first (without sessions shared, their `experience`, `summary` and session ratings are null). ' +
          `Each read is recorded as a view the patient sees. ${NOT_THEIRS}`,
        params,
        response: { 200: successEnvelope(SupportedPatientSchema) },
      },
    },
    async (request, reply) => {
      const page = await readSupportedPatient(app, request.auth!.subjectId, request.params.id);
      reply.header('cache-control', 'no-store');
      // Sessions come as JSON written while they are read (checked part by part, as the journal is).
      if ('json' in page) return reply.type('application/json; charset=utf-8').send(page.json as never);
      return { success: true as const, data: page.data };
    },
  );

  app.get(
    '/api/supporter/patients/:id/messages',
    {
      onRequest: app.requireSupporter,
      schema: {
        tags,
        security,
        summary: 'The messages with a patient',
        description: `The link's thread, its latest ${LISTED_MESSAGES} messages oldest first. ${NOT_THEIRS}`,
        params,
        response: { 200: successEnvelope(z.array(SupportMessageSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await supporterThread(app, request.auth!.subjectId, request.params.id),
    }),
  );

  app.post(
    '/api/supporter/patients/:id/messages',
    {
      onRequest: app.requireSupporter,
      schema: {
        tags,
        security,
        summary: 'Write to a patient',
        description:
          'At most 2,000 characters. A patient with `support_emails` on is mailed that a message is waiting, in their ' +
          `language, never its text. ${NOT_THEIRS}`,
        params,
        body: SendMessageSchema,
        response: { 201: successEnvelope(SupportMessageSchema) },
      },
    },
    async (request, reply) => {
      const data = await sendSupporterMessage(app, request.auth!.subjectId, request.params.id, request.body.text);
      return reply.code(201).send({ success: true as const, message: 'Message sent.', data });
    },
  );
}
