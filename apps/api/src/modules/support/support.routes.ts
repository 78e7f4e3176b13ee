import {
  LinkSupportSchema,
  MessageOnlySchema,
  SendMessageSchema,
  SupportLinkSchema,
  SupportMessageSchema,
  SupportViewSchema,
  UpdateSupportScopeSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LISTED_VIEWS } from './support-links.js';
import { LISTED_MESSAGES } from './support-messages.js';
import {
  createLink,
  endLink,
  listViews,
  patientThread,
  readLink,
  sendPatientMessage,
  updateScope,
} from './support.service.js';

/** The patient's side of supporters (docs/api.md, Supporters): their link, its scope, views and messages. */
export async function supportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/support',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Link to a supporter with their code, choosing what they see',
        description:
          "The code is the supporter's 8 letters or digits, in any case, spaces and hyphens ignored. Nothing is shared " +
          'unless chosen. 404 for a code no active supporter has; 409 `ALREADY_SUPPORTED` while a link is active. ' +
          '429 past AUTH_RATE_LIMIT a minute per client address, and per patient for unknown codes.',
        body: LinkSupportSchema,
        response: { 201: successEnvelope(SupportLinkSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.subjectId;
      // Codes are short enough to guess at: unknown ones count toward a per-patient limit.
      const data = await app.guardAuthAttempt(
        request,
        { scope: 'support-code', email: `patient:${userId}`, failures: ['NOT_FOUND'] },
        () => createLink(app, userId, request.body),
      );
      return reply.code(201).send({ success: true as const, message: 'You are linked to your supporter.', data });
    },
  );

  app.get(
    '/api/support',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'My supporter and what they see',
        description: '`data` is null while no link is active.',
        response: { 200: successEnvelope(SupportLinkSchema.nullable()) },
      },
    },
    async (request) => ({ success: true as const, data: await readLink(app, request.auth!.subjectId) }),
  );

  app.put(
    '/api/support',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Change what my supporter sees',
        description: "Effective from the supporter's next request. 404 while no link is active.",
        body: UpdateSupportScopeSchema,
        response: { 200: successEnvelope(SupportLinkSchema) },
      },
    },
    async (request) => {
      const data = await updateScope(app, request.auth!.subjectId, request.body.scope);
      return { success: true as const, message: 'Your supporter now sees what you chose.', data };
    },
  );

  app.delete(
    '/api/support',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'End the link to my supporter now',
        description:
          "The supporter's next request for this patient is 404; the thread ends with the link (a new link starts a " +
          'new one; the data download keeps it). 404 while no link is active.',
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await endLink(app, request.auth!.subjectId);
      return { success: true as const, message: 'The link to your supporter has ended.', data: null };
    },
  );

  app.get(
    '/api/support/views',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'When my supporter looked',
        description: `The latest ${LISTED_VIEWS} times the supporter opened the page through the active link, oldest first (the time only); empty without a link. The data download has them all.`,
        response: { 200: successEnvelope(z.array(SupportViewSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listViews(app, request.auth!.subjectId) }),
  );

  app.get(
    '/api/support/messages',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'The messages with my supporter',
        description: `The active link's thread, its latest ${LISTED_MESSAGES} messages oldest first; empty without a link.`,
        response: { 200: successEnvelope(z.array(SupportMessageSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await patientThread(app, request.auth!.subjectId) }),
  );

  app.post(
    '/api/support/messages',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Write to my supporter',
        description: 'At most 2,000 characters. 404 while no link is active.',
        body: SendMessageSchema,
        response: { 201: successEnvelope(SupportMessageSchema) },
      },
    },
    async (request, reply) => {
      const data = await sendPatientMessage(app, request.auth!.subjectId, request.body.text);
      return reply.code(201).send({ success: true as const, message: 'Message sent.', data });
    },
  );
}
