import {
  MessageOnlySchema,
  AdminSafetyResourceSchema,
  CreateSafetyResourceSchema,
  SafetyConcernPointSchema,
  SafetyResourceIdParamsSchema,
  SafetyResourcesQuerySchema,
  SafetyResourcesSchema,
  StatsQuerySchema,
  UpdateSafetyResourceSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../lib/audit.js';
import { acceptedLanguage } from '../../lib/languages.js';
import { inclusiveDays } from '../../lib/date-range.js';
import { concernsPerMonth } from './safety-stats.js';
import { allResources, createResource, deleteResource, resourcesFor, updateResource } from './safety.service.js';

const FIELDS_NOTE =
  'Fields: country ("*" for the default list, or an ISO 3166-1 alpha-2 code, any case), name (required, at most 100 characters), ' +
  'phone and sms (digits, spaces, +, -, ( and )), url (https only), hours, description (at most 500 characters), ' +
  'language (two letters: the language hours and description are written in; en when absent on adding), translations ' +
  '({en?, es?, de?: {hours?, description?}}: those texts in the languages of the app), emergency (true for the ' +
  "country's emergency number, named on the card for someone in danger), order " +
  "(1-based place in its country's list, clamped; positions stay 1..n). Empty optional fields are stored as null. Each change is " +
  'recorded in the audit log.';

/** The safety net: crisis lines for patients (no sign-in needed), their upkeep, and the monthly count of concerns. */
export async function safetyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = { tags: ['Admin: safety net'], security: [{ bearer: [] }] };

  app.get(
    '/api/safety-resources',
    {
      schema: {
        tags: ['safety'],
        summary: 'Crisis lines for a country',
        description:
          "No token needed. `country` is an ISO 3166-1 alpha-2 code, any case. Answers that country's lines in the order the " +
          'back-office set, or the default list (`country: "*"`) when it has none or no country is given. Never cached, so an edit shows at once. ' +
          '`lang` (en, es or de) gives hours and description in that language where the back-office gave them in it; else each ' +
          "is the line's own, and `hours_language` / `description_language` say which language a text is in. No token is read here: " +
          'without `lang`, the first language of `Accept-Language` stands in for the setting. `emergency_number` is the phone of ' +
          'the first line marked as the emergency number, or null.',
        querystring: SafetyResourcesQuerySchema,
        response: { 200: successEnvelope(SafetyResourcesSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lang = request.query.lang ?? acceptedLanguage(request.headers['accept-language']);
      if (lang) reply.header('content-language', lang);
      return { success: true as const, data: await resourcesFor(app, request.query.country, lang) };
    },
  );

  app.get(
    '/api/admin/safety-resources',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Every crisis line, the default list first, then by country and order',
        response: { 200: successEnvelope(z.array(AdminSafetyResourceSchema)) },
      },
    },
    async () => ({ success: true as const, data: await allResources(app) }),
  );

  app.post(
    '/api/admin/safety-resources',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Add a crisis line',
        description: FIELDS_NOTE,
        body: CreateSafetyResourceSchema,
        response: { 201: successEnvelope(AdminSafetyResourceSchema) },
      },
    },
    async (request, reply) => {
      const data = await createResource(app, request.body, await auditActor(app.db, request));
      return reply.code(201).send({ success: true as const, message: 'Crisis line added', data });
    },
  );

  app.put(
    '/api/admin/safety-resources/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Change a crisis line',
        description: `Every field is optional; an omitted one keeps its value. A new country moves the line to the end of that list (or to order). ${FIELDS_NOTE}`,
        params: SafetyResourceIdParamsSchema,
        body: UpdateSafetyResourceSchema,
        response: { 200: successEnvelope(AdminSafetyResourceSchema) },
      },
    },
    async (request) => {
      const data = await updateResource(app, request.params.id, request.body, await auditActor(app.db, request));
      return { success: true as const, message: 'Crisis line saved', data };
    },
  );

  app.delete(
    '/api/admin/safety-resources/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Remove a crisis line',
        params: SafetyResourceIdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteResource(app, request.params.id, await auditActor(app.db, request));
      return { success: true as const, message: 'Crisis line removed', data: null };
    },
  );

  app.get(
    '/api/admin/stats/safety',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Sessions that raised a safety concern, per month (6 months back by default)',
        description:
          'Counts only: never who, never what was written. fromDate and toDate are yyyy-MM-dd, inclusive, UTC.',
        querystring: StatsQuerySchema,
        response: { 200: successEnvelope(z.array(SafetyConcernPointSchema)) },
      },
    },
    async (request) => {
      const { fromDate, toDate } = request.query;
      return { success: true as const, data: await concernsPerMonth(app, inclusiveDays(fromDate, toDate, 'toDate')) };
    },
  );
}
