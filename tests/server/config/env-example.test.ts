import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** The keys under the app service's `environment:` in docker-compose.yml. */
function composeAppEnvironment(): string[] {
  const compose = read('docker-compose.yml');
  const app = compose.slice(compose.indexOf('\n  app:'));
  const block = app.slice(app.indexOf('    environment:\n') + '    environment:\n'.length);
  return [...block.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)]
    .filter((match) => !block.slice(0, match.index).match(/^ {4}\S/m))
    .map((match) => match[1]!);
}

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

  it('docker-compose.yml passes the SMTP settings to the app, and only variables the app reads', () => {
    const passed = composeAppEnvironment();
    expect(passed).toEqual(
      expect.arrayContaining(['SMTP_URL', 'MAIL_FROM', 'DATABASE_URL', 'DATABASE_MIGRATION_URL', 'JWT_SECRET']),
    );
    for (const name of passed) expect(fromConfig).toContain(name);
  });
});
