import { SettingsResponseSchema, SettingsSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPatient } from '../account/account.service.js';
import { toSettings, updateSettings } from './settings.service.js';

const UpdateSettingsSchema = SettingsSchema.partial().refine(
  (v) => Object.values(v).some((field) => field !== undefined),
  {
    message:
      'Send at least one setting: guide_medium, share_data_for_research, check_in_emails, support_emails, country or language',
    params: { code: 'required' },
  },
);

export async function settingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['patient account'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/settings',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Guide medium, research sharing, check-in and supporter mails, country and language',
        response: { 200: successEnvelope(SettingsResponseSchema) },
      },
    },
    async (request) => {
      const row = await loadPatient(app, request.auth!.subjectId);
      return { success: true as const, data: toSettings(row) };
    },
  );

  app.put(
    '/api/settings',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Change guide medium, research sharing, check-in and supporter mails, country and/or language',
        description:
          'Any field may be omitted to keep its value. Turning sharing on records the moment of consent. `check_in_emails` (default false): ' +
          "mail each check-in as it falls due. `support_emails` (default true): mail that a supporter's message is waiting, " +
          'never its text. country: an ISO 3166-1 alpha-2 code in any case (answered in upper case), or null; ' +
          'it chooses the crisis lines the app shows. language: en, es or de (default en; anything else is 400): the language of ' +
          'the session steps and experiences when they are read without `?lang=`, and of the mails the patient is sent. ' +
          'Answered with `language_chosen`: true once the patient chose it (here, or at sign-up through `language`); the app ' +
          "follows a chosen language over the browser's.",
        body: UpdateSettingsSchema,
        response: { 200: successEnvelope(SettingsResponseSchema) },
      },
    },
    async (request) => {
      const data = await updateSettings(app, request.auth!.subjectId, request.body);
      return { success: true as const, message: 'Settings updated successfully', data };
    },
  );
}
