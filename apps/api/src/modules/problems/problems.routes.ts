import { ProblemCreatedSchema, ProblemRequestSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { assessSafety } from '../safety/safety.service.js';
import { storedWithClientId } from './client-id.js';
import {
  ANSWERS_PER_STEP,
  agreementRequired,
  checkContentVersion,
  hasAgreed,
  prepareProblem,
  stepSummaries,
  storeProblem,
  type ProblemToStore,
} from './problems.service.js';

const hourlyLimitReached = (limit: number, retryAfter: number) =>
  new AppError(
    'RATE_LIMITED',
    `You have saved ${limit} sessions in the last hour. Please wait a while before saving another.`,
    undefined,
    {
      'retry-after': String(retryAfter),
    },
  );

export async function problemsRoutes(app: FastifyInstance) {
  /**
   * A patient who has not agreed hears that first, whatever is wrong with the body (401, then
   * 403, then 400). Asked only when the body is refused: a good one goes to storeProblem, which
   * refuses it the same way.
   */
  const refuse = async (userId: string, err: unknown): Promise<never> => {
    if (!(await hasAgreed(app, userId))) throw agreementRequired();
    throw err;
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/problem',
    {
      onRequest: app.requirePatient,
      // Judged in the handler, so that the agreement can come first (see refuse).
      attachValidation: true,
      schema: {
        tags: ['session'],
        summary: 'Submit the answers of one guided session',
        description:
          'Each answer is a string, a number (slider) or the parts of a step that combines them, in the order choice, text, number: ' +
          '`[choice, text-or-number]` (radio with text or slider), `[text, number]` (text with a slider) or `[choice, text, number]` ' +
          '(a step with radio, text and slider); texts up to 10,000 ' +
          'characters. Every `session_step_id` must name an existing step. A number (alone or in a pair) is only taken by a step ' +
          "with a slider, and must be a whole number within that step's `slider_config` {min, max}; otherwise 400 naming the " +
          `answer (\`responses.<i>.response\`). At most ${ANSWERS_PER_STEP}× as many answers as there are session steps ` +
          '(`GET /api/session-steps`; the web app sends one per step it visited), else 400 on `responses`. ' +
          'The experience is read from the first options-step answer (an experience id, or its title in any language); intensity_first ' +
          'is the first slider answer, intensity_last the last answer to the `feel_now` step (by its key, wherever other sliders sit). ' +
          'An optional `lang` (en, es or de, as `?lang=` of the steps) names the language the steps were shown in: each answer keeps ' +
          "its step's title in it (without it, in the patient's language setting), and its step's key. " +
          '403 AGREEMENT_REQUIRED until the conditions of use are accepted. ' +
          '429 RATE_LIMITED, with `Retry-After` (seconds until the oldest of them is an hour old), once the patient stored 30 ' +
          'sessions within the last hour (PROBLEM_RATE_LIMIT); nothing is stored then. `safety.concern` is true when a text answer speaks of ' +
          "ending one's life or harming oneself (reason crisis_language) or the last intensity is 9 or more and not below the first " +
          '(high_intensity): the app then shows the crisis lines. Only the fact is kept, for a monthly count. ' +
          'An optional `client_id` (a UUID made on the device) makes a resend safe: when this patient already stored a session ' +
          "with that `client_id`, nothing new is stored and the answer is 201 with the first submission's `data` (also when two " +
          "arrive at once); other patients' ids are independent. " +
          'An optional `content_version_id` (the `content_version_id` of the steps the session ran on, as `GET /api/session-steps` ' +
          'gives it) records the content version the session ran on, so one stored later (kept offline, or finished while an admin ' +
          'edited the steps) counts for that version in the outcomes; 400 on `content_version_id` when no version has that id. ' +
          'Without it, the version live when the session is stored.',
        security: [{ bearer: [] }],
        body: ProblemRequestSchema,
        response: { 201: successEnvelope(ProblemCreatedSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.subjectId;
      if (request.validationError) return refuse(userId, request.validationError);
      const clientId = request.body.client_id ?? null;
      // A resend of a stored submission is answered as the first was, whatever has changed since (steps, limits).
      const sentBefore = clientId ? await storedWithClientId(app, userId, clientId) : null;
      if (sentBefore)
        return reply
          .code(201)
          .send({ success: true as const, message: 'Your session has been saved.', data: sentBefore });
      const steps = await stepSummaries(app);
      let session: ProblemToStore;
      const { lang, content_version_id: versionId } = request.body;
      try {
        await checkContentVersion(app, versionId);
        session = prepareProblem(userId, request.body.responses, steps, clientId, lang ?? null, versionId ?? null);
      } catch (err) {
        return refuse(userId, err);
      }
      const outcome = await storeProblem(app, session);
      if ('resent' in outcome)
        return reply
          .code(201)
          .send({ success: true as const, message: 'Your session has been saved.', data: outcome.resent });
      if ('refused' in outcome) {
        if (outcome.refused === 'agreement') throw agreementRequired();
        // Only refused so when there is a limit.
        throw hourlyLimitReached(app.config.problemRateLimit!, outcome.retryAfter);
      }
      // Judged again for the answer (a pure function); its record was written with the session.
      const safety = assessSafety(session);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Your session has been saved.', data: { ...outcome.stored, safety } });
    },
  );
}
