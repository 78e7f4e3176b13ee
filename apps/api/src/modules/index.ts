import type { FastifyInstance } from 'fastify';
import { adminStepsRoutes } from './admin-steps/admin-steps.routes.js';
import { healthRoutes } from './health/health.routes.js';

/** Every feature's routes. Each module registers its own paths under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(adminStepsRoutes);
}
