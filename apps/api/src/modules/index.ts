import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { adminAuditRoutes } from './admin-audit/admin-audit.routes.js';
import { adminPasswordRoutes } from './admin-auth/admin-password.routes.js';
import { adminStepsRoutes } from './admin-steps/admin-steps.routes.js';
import { adminAuthRoutes } from './admin-auth/admin-auth.routes.js';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes.js';
import { adminExportsRoutes } from './admin-exports/admin-exports.routes.js';
import { adminFeedbackRoutes } from './admin-feedback/admin-feedback.routes.js';
import { agreementRoutes } from './agreement/agreement.routes.js';
import { facebookAuthRoutes } from './facebook-auth/facebook-auth.routes.js';
import { appInfoRoutes } from './app-info/app-info.routes.js';
import { experiencesRoutes } from './experiences/experiences.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { appTypesRoutes } from './app-types/app-types.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { journalRoutes } from './journal/journal.routes.js';
import { patientAuthRoutes } from './patient-auth/patient-auth.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { problemsRoutes } from './problems/problems.routes.js';
import { sessionStepsRoutes } from './session-steps/session-steps.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { videosRoutes } from './videos/videos.routes.js';

/** Every feature's routes. Each module registers its own paths under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminPasswordRoutes);
  await app.register(adminStepsRoutes);
  await app.register(patientAuthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(settingsRoutes);
  await app.register(facebookAuthRoutes);
  await app.register(agreementRoutes);
  await app.register(sessionStepsRoutes);
  await app.register(adminAuthRoutes);
  await app.register(appInfoRoutes);
  await app.register(experiencesRoutes);
  await app.register(problemsRoutes);
  await app.register(journalRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminExportsRoutes);
  await app.register(videosRoutes);
  await app.register(appTypesRoutes);
}
