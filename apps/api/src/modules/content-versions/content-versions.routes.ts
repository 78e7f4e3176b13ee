import {
  ContentVersionDetailResponseSchema,
  ContentVersionIdParamsSchema,
  ContentVersionListQuerySchema,
  ContentVersionSchema,
  ExperienceSchema,
  LangQuerySchema,
  OutcomeRowSchema,
  StatsQuerySchema,
  pagedSchema,
  successEnvelope,
  titleIn,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../lib/audit.js';
import { inclusiveDays } from '../../lib/date-range.js';
import { listExperiencesInOrder } from '../experiences/experiences.service.js';
import { getVersion, listVersions, restoreVersion } from './content-versions.service.js';
import { outcomesByVersion } from './outcomes.js';

const CHANGES_NOTE =
  '`changes` lists what differs from the version numbered one less (empty for version 1): each item is ' +
  '`{step_id, step_title, kind: added|removed|moved|edited, field, before, after, text}`. `field` names the step field edited ' +
  '(title, description, text_content, type, radio_title, radio_options, slider_title, slider_config, images, video, audio, ' +
  'translations.es, translations.de: a translation as lines `field: text`) or `order` for a move; `before` / `after` are that field as text (lists comma-separated, media by file name); `text` is one plain sentence. ' +
  'A move is listed only for steps that left their place among the others, not for every step an insertion or deletion shifted.';

/** Content versions (docs/api.md, Content versions): the history of the guided steps, restoring one, and outcomes per version. */
export async function contentVersionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Admin: content versions'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/content-versions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Every change to the steps is a version; newest first. created_by.id is null for version 1, the seeded content.',
        querystring: ContentVersionListQuerySchema,
        response: { 200: successEnvelope(pagedSchema(ContentVersionSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listVersions(app, request.query) }),
  );

  app.get(
    '/api/admin/content-versions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'The version with its full step list as patients received it: each step in English with its `key` and `translations` ' +
          '(as the admin step API gives them; a restore brings them back). A version recorded before steps had keys shows the ' +
          `key the step has now and no translations. ${CHANGES_NOTE}`,
        params: ContentVersionIdParamsSchema,
        response: { 200: successEnvelope(ContentVersionDetailResponseSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getVersion(app, request.params.id) }),
  );

  app.post(
    '/api/admin/content-versions/:id/restore',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Makes this version\'s steps the live ones at once, as a new version ("Restored version N"); its media are served again.',
        params: ContentVersionIdParamsSchema,
        response: { 201: successEnvelope(ContentVersionSchema) },
      },
    },
    async (request, reply) => {
      const version = await restoreVersion(app, request.params.id, await auditActor(app.db, request));
      return reply.code(201).send({ success: true as const, message: 'Version restored', data: version });
    },
  );

  app.get(
    '/api/admin/stats/outcomes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Outcomes per content version',
        description:
          'One row per version with sessions stored in the range (inclusive whole UTC days; all time when absent) and of the app type. ' +
          'Each session counts for the version live when it was stored. cleared: sessions whose last Sensation State answer is the first choice of their version, whatever its label or language there; ' +
          'cleared_rate = cleared / sessions; avg_rounds: Sensation State answers per session. Also durability from check-ins: ' +
          'checkins_answered (answered check-ins of these sessions), still_clear (answers of 2 or less) and still_clear_rate (null without answers).',
        querystring: StatsQuerySchema,
        response: { 200: successEnvelope(z.array(OutcomeRowSchema)) },
      },
    },
    async (request) => {
      const { fromDate, toDate, appType } = request.query;
      return {
        success: true as const,
        data: await outcomesByVersion(app, inclusiveDays(fromDate, toDate, 'toDate'), appType),
      };
    },
  );

  app.get(
    '/api/admin/experiences',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'The experiences patients choose from, as GET /api/experiences answers them: the preview of a version shows them on its Choose Experience step, in the language `?lang=` names (English without it).',
        querystring: LangQuerySchema,
        response: { 200: successEnvelope(z.array(ExperienceSchema)) },
      },
    },
    async (request) => {
      const language = request.query.lang ?? 'en';
      const rows = await listExperiencesInOrder(app);
      return {
        success: true as const,
        data: rows.map((e) => ({ id: e.id, title: titleIn(e.title, e.translations, language), icon: e.icon })),
      };
    },
  );
}
