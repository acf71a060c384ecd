// `npm start`: builds the server and the client when their sources are newer than the build,
// then runs the server (embedded PostgreSQL unless DATABASE_URL is set), in this process: the Node
// flags the product ships with (scripts/lib/node-flags.mjs) are given to it by `npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { SHIPPED_NODE_FLAGS } from './lib/node-flags.mjs';
import { BUNDLED_MAIN } from './lib/server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(script, why) {
  console.log(`> ${why}`);
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script], {
    cwd: root,
    stdio: 'inherit',
  });
}

const serverEntry = path.join(root, BUNDLED_MAIN);
const clientEntry = path.join(root, 'dist/client/index.html');
if (
  isStale(serverEntry, [
    'server/src',
    'server/tsconfig.json',
    'tsconfig.json',
    'package-lock.json',
    'scripts/lib/server-bundle.mjs',
  ])
) {
  run('build:server', 'Building the server');
}
if (isStale(clientEntry, ['client', 'tsconfig.json', 'package-lock.json'])) {
  run('build:client', 'Building the client');
}

// V8 reads its flags when the process starts: too late to set them here, so say when they are missing.
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const missing = SHIPPED_NODE_FLAGS.filter((flag) => !given.includes(flag));
if (missing.length > 0) {
  console.warn(
    `> Running without ${missing.join(' ')}, which npm start and the image pass to Node: expect more memory`,
  );
}

process.chdir(root);
await import(pathToFileURL(serverEntry).href);
