import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.js';

/** Every feature's routes. Each module registers its own paths under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
