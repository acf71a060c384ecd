import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { loadConfig } from '../../../server/src/config';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every variable loadConfig reads, recorded as it reads them (in development and in production). */
function variablesConfigReads(): string[] {
  const seen = new Set<string>();
  for (const base of [{}, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }] as Record<string, string>[]) {
    const env = new Proxy(base, {
      get: (target, key) => {
        if (typeof key === 'string') seen.add(key);
        return target[key as string];
      },
    });
    loadConfig(env);
  }
  return [...seen].sort();
}

/** `NAME=` lines of .env.example, commented out or not. */
function variablesInEnvExample(): string[] {
  return [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!).sort();
}

/** Variables docker-compose.yml substitutes itself (`${NAME…}`) that the app does not read. */
function composeOnlyVariables(configVariables: string[]): string[] {
  const substituted = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
  return [...new Set(substituted)].filter((name) => !configVariables.includes(name)).sort();
}

interface ComposeService {
  image?: string;
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, string | number | null>;
  ports?: string[];
}

/** docker-compose.yml, parsed (this machine's docker has no compose plugin to ask). */
function compose(): { services: Record<string, ComposeService> } {
  return parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
}

/** What the app service computes or fixes itself; every other setting comes from .env. */
const SET_BY_COMPOSE = ['DATABASE_MIGRATION_URL', 'DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'NODE_ENV', 'PORT'];

describe('the list of settings', () => {
  const fromConfig = variablesConfigReads();

  it('finds the variables config.ts reads', () => {
    expect(fromConfig).toEqual(expect.arrayContaining(['DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL', 'DRAIN_SECONDS']));
  });

  it('.env.example lists every variable config.ts reads, and nothing else but the compose secrets', () => {
    const composeOnly = composeOnlyVariables(fromConfig);
    expect(composeOnly).toEqual(['DB_APP_PASSWORD', 'DB_MIGRATION_PASSWORD', 'POSTGRES_PASSWORD']);
    expect(variablesInEnvExample()).toEqual([...fromConfig, ...composeOnly].sort());
  });

  it("the README's Configuration table has a row for every variable", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!).sort();
    expect(rows).toEqual(fromConfig);
  });

  it('docker-compose.yml gives the app every variable of .env, and sets only what it must compute', () => {
    const app = compose().services.app!;
    // The whole .env reaches the app: every variable config.ts reads works when set there.
    const files = (app.env_file ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.path));
    expect(files).toEqual(['.env']);
    // Its own environment (which wins over .env) holds only what compose computes or fixes, and
    // blanks the database superuser's password, which .env holds for the db service.
    const environment = app.environment ?? {};
    expect(Object.keys(environment).sort()).toEqual([...SET_BY_COMPOSE, 'POSTGRES_PASSWORD'].sort());
    expect(environment.POSTGRES_PASSWORD).toBe('');
    for (const name of SET_BY_COMPOSE) expect(fromConfig).toContain(name);
  });

  it('docker-compose.yml pins its images and publishes the app on the loopback interface only', () => {
    const { services } = compose();
    for (const service of Object.values(services)) {
      if (service.image) expect(service.image).toMatch(/:\d+\.\d+(\.\d+)?(-[a-z]+)?$/);
    }
    expect(services.app!.ports).toEqual(['127.0.0.1:4000:4000']);
    for (const stage of read('Dockerfile').matchAll(/^FROM (\S+)/gm)) expect(stage[1]).toMatch(/^node:\d+\.\d+\.\d+-/);
  });
});
