import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The settings scripts/lib/server-bundle.mjs exports (`npm run build` bundles the server with them). */
export interface BundleSettings {
  BUNDLE_DIR: string;
  BUNDLED_MAIN: string;
  CHUNK_MAX_BYTES: number;
  EXTERNAL_PACKAGES: string[];
}

/** The bundler's settings, read by a child Node (the module is an ES module). */
export function bundleSettings(): BundleSettings {
  const listed = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as b from './scripts/lib/server-bundle.mjs'; console.log(JSON.stringify(b, (key, value) => (typeof value === 'function' ? undefined : value)))`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (listed.status !== 0 || listed.stderr) throw new Error(`server-bundle.mjs could not be read: ${listed.stderr}`);
  return JSON.parse(listed.stdout) as BundleSettings;
}

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** The built bundle's scripts. */
export function bundleScripts(settings: BundleSettings): string[] {
  return filesUnder(path.join(root, settings.BUNDLE_DIR)).filter((file) => file.endsWith('.js'));
}

/** The packages whose modules went into the bundle, from its source maps. */
export function bundledPackages(scripts: readonly string[]): Set<string> {
  const packages = new Set<string>();
  // The entry and the bundler's runtime helpers, a few lines each, have no map: they hold no module.
  for (const script of scripts.filter((file) => existsSync(`${file}.map`))) {
    const map = JSON.parse(readFileSync(`${script}.map`, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
      if (name) packages.add(name);
    }
  }
  return packages;
}
