import { defineConfig } from 'vitest/config';

/**
 * The API suite runs once on in-memory PGlite and, when TEST_DATABASE_URL is set, once more
 * on that PostgreSQL server: the same files, two projects.
 */
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: { name: engine, env: { TEST_ENGINE: engine }, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
    })),
  },
});
