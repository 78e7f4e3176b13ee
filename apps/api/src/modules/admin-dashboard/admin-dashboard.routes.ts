import {
  DashboardQuerySchema,
  DashboardSummarySchema,
  ProblemTrendPointSchema,
  ProblemTypeCountSchema,
  SentimentCountSchema,
  StatsQuerySchema,
  UserActivityPointSchema,
  successEnvelope,
  type StatsQuery,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../service-deps.js';
import { inclusiveDays, type InstantRange } from '../../lib/date-range.js';
import * as stats from './admin-dashboard.service.js';

type StatFn<T> = (deps: Pick<ServiceDeps, 'db'>, range: InstantRange, appType?: string) => Promise<T>;

/** The admin dashboard's totals and the four statistics behind its charts. */
export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.requireAdmin };

  app.get(
    '/api/admin/dashboard',
    {
      ...guarded,
      schema: {
        tags: ['admin'],
        summary: 'Totals within a date range (inclusive whole UTC days; all time when absent)',
        description:
          'total_users: patients created; active_users: distinct patients who signed in or submitted a problem; total_feedbacks; total_problems. appType filters by the app type recorded on each row.',
        querystring: DashboardQuerySchema,
        response: { 200: successEnvelope(DashboardSummarySchema) },
      },
    },
    async (request) => {
      const { from_date, to_date, appType } = request.query;
      const data = await stats.dashboardSummary(app, inclusiveDays(from_date, to_date, 'to_date'), appType);
      return { success: true as const, data };
    },
  );

  const statRoute = <T extends z.ZodType>(path: string, summary: string, item: T, fn: StatFn<z.infer<T>[]>) =>
    app.get(
      `/api/admin/stats/${path}`,
      {
        ...guarded,
        schema: {
          tags: ['admin'],
          summary,
          querystring: StatsQuerySchema,
          response: { 200: successEnvelope(z.array(item)) },
        },
      },
      async (request) => {
        const { fromDate, toDate, appType } = request.query as StatsQuery;
        const data = await fn(app, inclusiveDays(fromDate, toDate, 'toDate'), appType);
        return { success: true as const, data };
      },
    );

  statRoute(
    'user-activity',
    'New and active patients per month (6 months back by default)',
    UserActivityPointSchema,
    stats.userActivity,
  );
  statRoute('problem-types', 'Problems per experience', ProblemTypeCountSchema, stats.problemTypes);
  statRoute('feedback-sentiment', 'Feedback per sentiment', SentimentCountSchema, stats.feedbackSentiment);
  statRoute(
    'problem-trends',
    'Problems and average intensities per month (6 months back by default)',
    ProblemTrendPointSchema,
    stats.problemTrends,
  );
}
