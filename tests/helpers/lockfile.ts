import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The top-level packages package-lock.json installs only for development (`"dev": true`: the
 * devDependencies and what only they need; a devDependency that a production package needs too,
 * such as `pg` under MikroORM, is not among them).
 */
export function devOnlyPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => entry.dev && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key))
    .map(([key]) => key.slice('node_modules/'.length));
}
