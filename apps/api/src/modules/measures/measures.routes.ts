import {
  LangQuerySchema,
  MeasureAnswersSchema,
  MeasureHistoryItemSchema,
  MeasureResultSchema,
  MeasureSchema,
  MeasureStatsQuerySchema,
  MeasureStatsSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { LANG_NOTE, patientLanguage } from '../../lib/languages.js';
import { inclusiveDays } from '../../lib/date-range.js';
import {
  fhirRecord,
  listMeasures,
  MEASURE_HISTORY_LIMIT,
  measureHistory,
  measureStats,
  measuresOn,
  parseMeasureKey,
  takeMeasure,
} from './measures.service.js';

const KeyParams = z.object({ key: z.string().max(20) });

/** PHQ-9 and GAD-7: the questionnaires, answering one, the history, the FHIR record, and the admin's outcomes. */
export async function measuresRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['measures'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/measures',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'The questionnaires (PHQ-9, GAD-7) in my language, whether each is due, and my last score',
        description:
          `${LANG_NOTE} A questionnaire is due when never taken, or MEASURE_INTERVAL (default 14d) after the last one. ` +
          "The wording is the instruments' published wording, with the authors' credit line. An empty list when " +
          'MEASURE_INTERVAL is off.',
        querystring: LangQuerySchema,
        response: { 200: successEnvelope(z.array(MeasureSchema)) },
      },
    },
    async (request) => {
      const language = request.query.lang ?? patientLanguage(request.auth!);
      const data = measuresOn(app) ? await listMeasures(app, request.auth!.subjectId, language) : [];
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/measures/history',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'My scores, oldest first',
        description: `The newest ${MEASURE_HISTORY_LIMIT} at most, oldest first.`,
        response: { 200: successEnvelope(z.array(MeasureHistoryItemSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await measureHistory(app, request.auth!.subjectId) }),
  );

  app.get(
    '/api/measures/fhir',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'My measures as a FHIR R4 Bundle (application/fhir+json)',
        description:
          'A Bundle of type collection: per completed measure a QuestionnaireResponse (status completed, one item per ' +
          'question with its answer) and an Observation (status final, category survey, LOINC 44261-6 for the PHQ-9 ' +
          'total or 70274-6 for the GAD-7 total, valueInteger the score, derivedFrom its QuestionnaireResponse).',
      },
    },
    async (request, reply) => {
      const bundle = await fhirRecord(app, request.auth!.subjectId, patientLanguage(request.auth!));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/fhir+json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="clearwell_record_${day}.fhir.json"`)
        .send(JSON.stringify(bundle));
    },
  );

  app.post(
    '/api/measures/:key',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Answer a questionnaire (phq9 or gad7)',
        description:
          '`answers`: one whole number 0..3 per question, in order (9 for phq9, 7 for gad7), else 400. `score` is the ' +
          'sum; `band` its severity band; `change` null for my first score of this measure, else against that first ' +
          'score (reliable change: PHQ-9 by 6, GAD-7 by 4; recovered: from caseness, PHQ-9 10 and GAD-7 8, to below ' +
          'it). PHQ-9 item 9 above 0 makes `safety.concern` true with the reason self_harm_item. 404 for an unknown ' +
          'key, or when measures are off; 409 NOT_DUE within MEASURE_INTERVAL of the last one; `client_id` (a UUID ' +
          'made on the device): the same measure sent again is stored once and answered as the first time.',
        params: KeyParams,
        body: MeasureAnswersSchema,
        response: { 201: successEnvelope(MeasureResultSchema) },
      },
    },
    async (request, reply) => {
      const key = parseMeasureKey(request.params.key);
      const data = await takeMeasure(app, request.auth!.subjectId, key, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/admin/stats/measures',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Outcomes by PHQ-9 or GAD-7: caseness, reliable change and recovery, overall and per content version',
        description:
          "Each patient's first and last score in the range (fromDate, toDate: yyyy-MM-dd, inclusive, UTC), grouped " +
          'by the content version live at their first. Any count from 1 to 9 is null, and so is a rate built on one: ' +
          'no figure describes fewer than ten people. 404 when measures are turned off (MEASURE_INTERVAL=off).',
        querystring: MeasureStatsQuerySchema,
        response: { 200: successEnvelope(MeasureStatsSchema) },
      },
    },
    async (request) => {
      if (!measuresOn(app)) throw new AppError('NOT_FOUND', 'Measures are turned off on this server.');
      const { key, fromDate, toDate } = request.query;
      const data = await measureStats(app, key, inclusiveDays(fromDate, toDate, 'toDate'));
      return { success: true as const, data };
    },
  );
}
