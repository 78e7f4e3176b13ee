import {
  AnsweredCheckInSchema,
  CheckInAnswerSchema,
  CheckInListSchema,
  CheckInSchema,
  DurabilityRowSchema,
  MessageOnlySchema,
  StatsQuerySchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inclusiveDays } from '../../lib/date-range.js';
import { startMailQueue } from './check-in-mail-queue.js';
import {
  answerCheckInWithSafety,
  CHECK_IN_LIST_LIMIT,
  durability,
  findCheckIn,
  listCheckIns,
} from './check-ins.service.js';
import { unsubscribeFromCheckInMails } from './check-in-unsubscribe.js';
import { notFound } from '../../lib/app-error.js';

const IdParams = z.object({ id: z.string() });
const TokenParams = z.object({ token: z.string().max(200) });

/** Check-ins ("is it still gone?"): the patient's list and answers, the mail queue, its unsubscribe link, the admin's durability figures. */
export async function checkInsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['check-ins'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/check-ins',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: "The caller's unanswered check-ins",
        description:
          'Each stored problem plans one check-in per entry of FOLLOW_UP_SCHEDULE (default 1d,7d,30d), due at its created_at plus ' +
          `that time. \`due\`: due_at has passed, oldest first; \`upcoming\`: the rest, soonest first; each at most ${CHECK_IN_LIST_LIMIT}. ` +
          "`summary` is the session's first text answer, at most 140 characters.",
        response: { 200: successEnvelope(CheckInListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listCheckIns(app, request.auth!.subjectId) }),
  );

  app.get(
    '/api/check-ins/:id',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'One of my check-ins, answered or not (the page a check-in mail links to)',
        description:
          "Whatever the lists hold: a check-in mail's link opens its check-in however many others are due. " +
          "404 for an unknown id or another patient's check-in.",
        params: IdParams,
        response: { 200: successEnvelope(CheckInSchema) },
      },
    },
    async (request) => {
      const checkIn = await findCheckIn(app, request.auth!.subjectId, request.params.id);
      if (!checkIn) throw notFound('Check-in');
      return { success: true as const, data: checkIn };
    },
  );

  app.post(
    '/api/check-ins/:id',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Answer a check-in: how strong is it now?',
        description:
          '`intensity` a whole number 0..10, `note` optional, at most 2,000 characters. 404 for an unknown id or another ' +
          "patient's check-in; 409 NOT_DUE before due_at; 409 ALREADY_ANSWERED once answered. `safety` as after a session: " +
          "`concern` for crisis language in the note, or an intensity of 9 or more not below the session's first rating.",
        params: IdParams,
        body: CheckInAnswerSchema,
        response: { 200: successEnvelope(AnsweredCheckInSchema) },
      },
    },
    async (request) => {
      const userId = request.auth!.subjectId;
      const data = await answerCheckInWithSafety(app, userId, request.params.id, request.body);
      return { success: true as const, message: 'Thank you. Your answer is in your journal.', data };
    },
  );

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.post(
    '/api/check-ins/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Stop check-in mails (one-click unsubscribe, no sign-in)',
        description:
          'The address of the `List-Unsubscribe` header of every check-in mail (RFC 8058: the body is ' +
          '`List-Unsubscribe=One-Click`, `application/x-www-form-urlencoded`; any body or none is accepted). Turns ' +
          '`check_in_emails` off for the patient the signed token names; 400 INVALID_TOKEN for a token not signed by ' +
          'this server, or one from a mail sent before the patient last turned check-in mails on.',
        params: TokenParams,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await unsubscribeFromCheckInMails(app, request.params.token);
      return { success: true as const, message: 'You will no longer get check-in e-mails.', data: null };
    },
  );
  // The same address opened in a browser: the web app's page, which asks before it acts (a mail
  // scanner following links turns nothing off). The token moves to the fragment, which no request carries.
  app.get(
    '/api/check-ins/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: "The unsubscribe address opened in a browser: 303 to the web app's unsubscribe page",
        params: TokenParams,
      },
    },
    async (request, reply) =>
      reply
        .code(303)
        .header('location', `/unsubscribe#${encodeURIComponent(request.params.token)}`)
        .send(),
  );

  app.get(
    '/api/admin/stats/durability',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Check-ins per schedule entry: planned, answered, still clear (answered 2 or less), average answer',
        description: 'Counts the check-ins of sessions stored within the range (whole UTC days) and of the app type.',
        querystring: StatsQuerySchema,
        response: { 200: successEnvelope(z.array(DurabilityRowSchema)) },
      },
    },
    async (request) => {
      const { fromDate, toDate, appType } = request.query;
      const data = await durability(
        app,
        app.config.followUpSchedule,
        inclusiveDays(fromDate, toDate, 'toDate'),
        appType,
      );
      return { success: true as const, data };
    },
  );

  const queue = { stop: async () => {} };
  app.addHook('onReady', async () => {
    const running = startMailQueue(app);
    queue.stop = running.stop;
  });
  // Before the database closes: a run in progress finishes, and none starts after.
  app.addHook('preClose', async () => queue.stop());
}
