import { defineConfig } from 'vitest/config';

/**
 * Four levels of tests (docs/architecture.md#testing-strategy), all run by `npm test`:
 * - unit: next to the code, *.test.ts(x) under shared/, functions/, web/src/ and each package's src/ (packages/)
 * - integration: tests/integration, HTTP against the local stack (real emulators), started once by tests/setup/stack.ts;
 *   tests/integration/large (thousands of items) on a stack of their own, the project integration-large
 * - infra: tests/infra, assertions on the synthesized CDK template
 * - browser: tests/browser, playwright-core driving Debian's Chromium against the same local stack
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/large/**'],
          globalSetup: ['tests/setup/stack.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Tests that write thousands of items get a stack of their own: their stream records would hold up
        // the search index the other integration files wait for (a 5,000-file folder is ~20,000 records).
        test: {
          name: 'integration-large',
          include: ['tests/integration/large/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
