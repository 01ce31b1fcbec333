import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * Server tests run twice: once on embedded PGlite and once on PostgreSQL (TEST_DB), so the same
 * queries are proven on both engines. Browser tests drive Debian's Chromium against a real server.
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which ran every file in turn (35 minutes in CI).
    // Most files wait on another process (PostgreSQL, Blender, Chromium), so two keep both cores
    // busy. `npm test` runs the browser files (one at a time) in a Vitest of their own beside these.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Two servers and two workers as processes of their own on PostgreSQL and an S3-compatible
        // store: once, not per database engine.
        test: {
          name: 'scale-out',
          include: ['apps/server/src/**/*.scale.ts'],
          testTimeout: 900_000,
          hookTimeout: 600_000,
        },
      },
      { test: { name: 'worker', include: ['apps/worker/src/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page that reloads or opens the editor on two loaded CI cores can take seconds before a
          // polled value appears; the default of one second made such waits fail now and then.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
