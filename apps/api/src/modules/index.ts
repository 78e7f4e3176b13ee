import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth/admin-auth.routes.js';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes.js';
import { adminExportsRoutes } from './admin-exports/admin-exports.routes.js';
import { adminFeedbackRoutes } from './admin-feedback/admin-feedback.routes.js';
import { agreementRoutes } from './agreement/agreement.routes.js';
import { appTypesRoutes } from './app-types/app-types.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { patientAuthRoutes } from './patient-auth/patient-auth.routes.js';
import { sessionStepsRoutes } from './session-steps/session-steps.routes.js';
import { videosRoutes } from './videos/videos.routes.js';

/** Every feature's routes. Each module registers its own paths under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(patientAuthRoutes);
  await app.register(agreementRoutes);
  await app.register(sessionStepsRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminExportsRoutes);
  await app.register(videosRoutes);
  await app.register(appTypesRoutes);
}
