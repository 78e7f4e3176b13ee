import { defineConfig } from 'vitest/config';

/**
 * The API suite runs once on in-memory PGlite and, when TEST_DATABASE_URL is set, once more
 * on that PostgreSQL server: the same files, two projects. Files named `*.pglite.test.ts` or
 * `*.postgres.test.ts` prove something of one engine only and run in that project alone.
 */
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        env: { TEST_ENGINE: engine },
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [`**/*.${engine === 'pglite' ? 'postgres' : 'pglite'}.test.ts`, '**/node_modules/**'],
      },
    })),
  },
});
