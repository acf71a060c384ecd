import { readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';

import { devOnlyPackages } from '../../helpers/lockfile';
import { bundledPackages, bundleScripts, bundleSettings } from '../../helpers/server-bundle';
import { BUILT_MAIN, spawnServer } from '../../helpers/server-process';
import { createTestDatabase } from '../../helpers/test-database';

// The production server is tsc's output bundled by scripts/lib/server-bundle.mjs (`npm run build`
// writes it); the tests that start a real server process run it (BUILT_MAIN).
const root = path.resolve(__dirname, '../../..');

const settings = bundleSettings();
const bundleDir = path.join(root, settings.BUNDLE_DIR);
const scripts = bundleScripts(settings);
const bundled = bundledPackages(scripts);

describe('the bundled server', () => {
  it('is the file the tests, npm start and the image run', () => {
    expect(BUILT_MAIN).toBe(path.join(root, settings.BUNDLED_MAIN));
    expect(readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8')).toContain('path.join(root, BUNDLED_MAIN)');
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(
      new RegExp(`^CMD \\[.*"${settings.BUNDLED_MAIN}"\\]$`, 'm'),
    );
  });

  it('comes in files of about CHUNK_MAX_BYTES at most, the ones of packages under a node_modules path', () => {
    // One large file leaves its parse's scratch memory in malloc's heap (the module's comment says how much).
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) expect(statSync(script).size).toBeLessThan(settings.CHUNK_MAX_BYTES * 1.1);
    const packageChunks = scripts.filter((script) => path.relative(bundleDir, script).startsWith('node_modules/'));
    expect(packageChunks.length).toBeGreaterThan(0);
    for (const script of packageChunks) expect(path.basename(script)).toMatch(/^packages-/);
  });

  it('carries the packages a start needs, and leaves out the ones it requires from node_modules', () => {
    for (const name of ['graphql', '@mikro-orm/core', 'knex', 'express', 'type-graphql']) {
      expect(bundled).toContain(name);
    }
    for (const name of settings.EXTERNAL_PACKAGES) expect(bundled).not.toContain(name);
  });

  it('carries no package the lockfile installs only for development', () => {
    // The runtime test (runtime-dependencies.test.ts) sees only what is required from node_modules.
    const devOnly = devOnlyPackages();
    expect(devOnly).toContain('typescript');
    expect(devOnly.filter((name) => bundled.has(name))).toEqual([]);
  });

  it('leaves out every package the server loads on first use', () => {
    const source = readFileSync(path.join(root, 'server/src/lib/packages-on-first-use.ts'), 'utf8');
    const required = [...source.matchAll(/require\('([@a-z][^']*)'\)/g)].map((match) => match[1]!);
    expect(required.length).toBeGreaterThan(10);
    for (const specifier of required) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      expect(settings.EXTERNAL_PACKAGES).toContain(name);
    }
  });

  it('has the resume reader thread beside the code that starts it', () => {
    expect(statSync(path.join(bundleDir, 'resume-text.worker.mjs')).isFile()).toBe(true);
  });

  it('serves the GraphQL schema that schema.graphql describes: minified, its types keep their names', async () => {
    const db = await createTestDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-bundle-'));
    await chmod(dir, 0o755);
    const server = await spawnServer({
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      GRAPHQL_EXPLORER: 'true',
    });
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }),
        }),
      });
      expect(response.status).toBe(200);
      const served = buildClientSchema(((await response.json()) as { data: IntrospectionQuery }).data);
      const committed = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
      expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(committed)));
    } finally {
      expect(await server.stop()).toBe(0);
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
