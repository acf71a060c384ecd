/** @type {import('jest').Config} */
// ts-jest compiles each file on its own (isolatedModules in tests/tsconfig.transpile.json): a
// type-checked program per worker costs more than the tests; `npm run typecheck` checks the types.
const tsJest = ['ts-jest', { tsconfig: 'tests/tsconfig.transpile.json', diagnostics: false }];
// Jest's cache (compiled files) stays in the git-ignored test-results/ instead of the system's
// temporary folder, so a test run leaves nothing behind in /tmp.
const cacheDirectory = '<rootDir>/test-results/jest-cache';
// Jest's runtime plus V8's code cache of each compiled module, kept per worker (see the file).
const runtime = '<rootDir>/tests/helpers/code-cache-runtime.js';

module.exports = {
  // Integration tests start servers and databases: a generous per-test limit (a project-level
  // testTimeout is not applied by jest).
  testTimeout: 60000,
  // Jest's default on 2 cores is one worker, which runs every file in turn. The suites mostly wait
  // (on PostgreSQL, on Chromium, on a server), so two files at a time use the machine better.
  maxWorkers: 2,
  // Longest files first, from recorded durations (see the file).
  testSequencer: '<rootDir>/tests/helpers/duration-sequencer.js',
  projects: [
    {
      displayName: 'server',
      cacheDirectory,
      runtime,
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/tests/helpers/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.mjs',
    },
    {
      displayName: 'client',
      cacheDirectory,
      runtime,
      testEnvironment: '<rootDir>/tests/helpers/jsdom-environment.js',
      roots: ['<rootDir>/tests/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tests/client/tsconfig.transpile.json', diagnostics: false }],
      },
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/client-setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/helpers/style-stub.js',
        '^react-leaflet$': '<rootDir>/tests/helpers/react-leaflet-stub.tsx',
      },
    },
    {
      // Browser journeys: the real server on the built client (dist/client) and a real PostgreSQL,
      // driven through Debian's Chromium (CHROMIUM_PATH) by playwright-core. Each file gets its
      // own database, server and browser; the per-test limit is set in tests/e2e/support/setup.ts.
      displayName: 'e2e',
      cacheDirectory,
      runtime,
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/tests/helpers/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup.ts'],
    },
  ],
};
