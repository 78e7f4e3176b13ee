import { defineConfig } from 'vitest/config';

/**
 * The API suite runs once on in-memory PGlite and, when TEST_DATABASE_URL is set, once more
 * on that PostgreSQL server: the same files, two projects. Files named `*.pglite.test.ts` or
 * `*.postgres.test.ts` prove something of one engine only and run in that project alone.
 */
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * Files named `*.solo.test.ts` measure latency: they run on their own (`API_SOLO=1`, a stage of
 * `npm test` after the rest), never beside other test files competing for the same two cores.
 */
const solo = process.env.API_SOLO === '1';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Alone means alone: the engines' latency files one after the other.
    fileParallelism: !solo,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        env: { TEST_ENGINE: engine },
        include: solo ? ['test/**/*.solo.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [
          `**/*.${engine === 'pglite' ? 'postgres' : 'pglite'}.test.ts`,
          '**/node_modules/**',
          ...(solo ? [] : ['**/*.solo.test.ts']),
        ],
      },
    })),
  },
});
