/** @type {import('jest').Config} */
const tsJest = ['ts-jest', { tsconfig: 'tests/tsconfig.json', diagnostics: false }];

module.exports = {
  // Integration tests start servers and databases: a generous per-test limit (a project-level
  // testTimeout is not applied by jest).
  testTimeout: 60000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/tests/helpers/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.mjs',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/helpers/jsdom-environment.js',
      roots: ['<rootDir>/tests/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tests/client/tsconfig.json', diagnostics: false }] },
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
