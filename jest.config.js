/** @type {import('jest').Config} */
// SWC strips the types, file by file, as tsc would emit them for this repository's settings
// (tsconfig.json: ES2022 with class fields defined; server: legacy decorators with their design-type
// metadata, which type-graphql and MikroORM read). It transpiles the ~550 TypeScript files a run
// loads in about a second, where ts-jest's transpile mode took 12 to 30 s of CPU on this 2-core
// machine, per jest project and often twice (both workers meet the same cold files at the start of a
// clean clone's run). `npm run typecheck` checks the types.
const swc = (tsx) => [
  '@swc/jest',
  {
    // The options below are the whole configuration: no .swcrc is read.
    swcrc: false,
    // Maps beside the code (Jest keeps them in its cache and reads one only to place a failure's
    // stack), not inline: an inline map is carried in every module's source, which each test file
    // then reads and compiles again (about a tenth of a server test file's CPU).
    sourceMaps: true,
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      target: 'es2022',
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];
// sanitize-html (the site content's rich text) depends on htmlparser2 and its helpers, published as
// ES modules only. Node's require() loads them in the server, but Jest's module system does so only
// with --experimental-vm-modules; SWC turns them into CommonJS for the projects that run the server.
const ESM_ONLY = 'sanitize-html/node_modules/(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/';
const esmOnlyTransform = {
  [`/node_modules/${ESM_ONLY}.+\\.js$`]: [
    '@swc/jest',
    { swcrc: false, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
const transformIgnorePatterns = [`^(?!.*/node_modules/${ESM_ONLY}).*/node_modules/`];

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
  // (on PostgreSQL, on Chromium, on a server), so several files at a time use the machine better:
  // measured on this 2-core machine (whole run, 304 files), 2 workers took 869 s, 3 took 753 s and
  // 4 took 798 s. A test that races a short mock delay against its own rendering fails under this
  // load: hold the answer (delay: Infinity) to see a loading state instead.
  maxWorkers: 3,
  // A worker's event loop empties within a few milliseconds of its last file (measured: no handle is
  // left open), but by then it holds about 3 GB (two projects' module registries and code caches),
  // and freeing that heap as the process ends can take longer than Jest's default 500 ms on this
  // 2-core machine under load, which Jest then reports as a leak and force-kills. A real leak still
  // keeps the worker alive past this limit and is still reported.
  workerGracefulExitTimeout: 5000,
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
      transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true), ...esmOnlyTransform },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/tests/helpers/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.mjs',
      // A query through any EntityManager but the open transaction's fails the test (see the file).
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/transaction-reach-guard.ts'],
    },
    {
      displayName: 'client',
      cacheDirectory,
      runtime,
      testEnvironment: '<rootDir>/tests/helpers/jsdom-environment.js',
      roots: ['<rootDir>/tests/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/client-setup.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tests/helpers/style-stub.js',
        '^react-leaflet$': '<rootDir>/tests/helpers/react-leaflet-stub.tsx',
      },
    },
    {
      // Browser journeys: the real server on the built client (dist/client) and a real PostgreSQL,
      // driven through Debian's Chromium (CHROMIUM_PATH) by playwright-core. Each file gets its
      // own database and server, and its own contexts in the run's one browser; the per-test limit is set in tests/e2e/support/setup.ts.
      displayName: 'e2e',
      cacheDirectory,
      runtime,
      // Node's, telling the harness when a test failed (see the file).
      testEnvironment: '<rootDir>/tests/e2e/support/environment.js',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true), ...esmOnlyTransform },
      transformIgnorePatterns,
      // The database server, plus one Chromium that every browser file connects to.
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/setup.ts'],
    },
  ],
};
