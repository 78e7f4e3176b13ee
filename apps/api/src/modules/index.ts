import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './admin-audit/admin-audit.routes.js';
import { adminPasswordRoutes } from './admin-auth/admin-password.routes.js';
import { adminStepsRoutes } from './admin-steps/admin-steps.routes.js';
import { adminAuthRoutes } from './admin-auth/admin-auth.routes.js';
import { agreementRoutes } from './agreement/agreement.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { patientAuthRoutes } from './patient-auth/patient-auth.routes.js';
import { sessionStepsRoutes } from './session-steps/session-steps.routes.js';

/** Every feature's routes. Each module registers its own paths under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminPasswordRoutes);
  await app.register(adminStepsRoutes);
  await app.register(patientAuthRoutes);
  await app.register(agreementRoutes);
  await app.register(sessionStepsRoutes);
  await app.register(adminAuthRoutes);
}
