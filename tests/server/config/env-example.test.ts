import { existsSync, readFileSync } from 'node:fs';
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
  build?: string;
  profiles?: string[];
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, string | number | null>;
  volumes?: string[];
  ports?: string[];
  command?: string[];
  restart?: string;
}

/**
 * docker-compose.yml, parsed (this machine's docker has no compose plugin to ask), with its `<<:`
 * merge keys applied as compose applies them.
 */
function compose(): { services: Record<string, ComposeService>; volumes: Record<string, unknown> } {
  return parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
}

/** The two app processes: `app` always, `app-2` under --profile scale. */
const APP_PROCESSES = ['app', 'app-2'];
/** The services of `docker compose up`; every other one belongs to --profile scale. */
const DEFAULT_SERVICES = ['app', 'db'];
const SCALE_SERVICES = ['app-2', 'mail', 'proxy', 'storage', 'storage-init'];

/** An image pinned to one release: `1.2`, `1.2.3`, `v1.2.3`, with an optional `-variant`, or MinIO's `RELEASE.<UTC time>`. */
const PINNED_TAG = /:(v?\d+\.\d+(\.\d+)?(-[a-z]+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)$/;

/** The names in `${NAME}`, `${NAME:-…}`, `${NAME:?…}` of a value (compose's substitutions). */
const substituted = (value: unknown) =>
  [...JSON.stringify(value ?? null).matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
/** The names a value substitutes with `:?` or `?`, which stop compose when they are unset. */
const required = (value: unknown) =>
  [...JSON.stringify(value ?? null).matchAll(/\$\{([A-Z][A-Z0-9_]*):?\?/g)].map((match) => match[1]!);

/** The `NAME=value` lines of a text (commented out or not), value up to the first space. */
function envLines(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(\S+)/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

/** A Markdown section: from its heading to the next heading of the same level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** nginx's size syntax (`16m`, `512k`, bytes) in bytes. */
function nginxBytes(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
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

  it("the operations guide's Configuration table has a row for every variable", () => {
    const guide = read('docs/operations.md');
    const table = guide.slice(
      guide.indexOf('## Configuration'),
      guide.indexOf('\n## ', guide.indexOf('## Configuration') + 1),
    );
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!).sort();
    expect(rows).toEqual(fromConfig);
  });

  it.each(APP_PROCESSES)(
    'docker-compose.yml gives %s every variable of .env, and sets only what it must compute',
    (name) => {
      const app = compose().services[name]!;
      // The whole .env reaches the app: every variable config.ts reads works when set there.
      const files = (app.env_file ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.path));
      expect(files).toEqual(['.env']);
      // Its own environment (which wins over .env) holds only what compose computes or fixes, and
      // blanks the database superuser's password, which .env holds for the db service.
      const environment = app.environment ?? {};
      expect(Object.keys(environment).sort()).toEqual([...SET_BY_COMPOSE, 'POSTGRES_PASSWORD'].sort());
      expect(environment.POSTGRES_PASSWORD).toBe('');
      for (const variable of SET_BY_COMPOSE) expect(fromConfig).toContain(variable);
    },
  );

  it('docker-compose.yml pins its images and publishes ports on the loopback interface only', () => {
    const { services } = compose();
    for (const [name, service] of Object.entries(services)) {
      // Each service runs either a pinned image or this repository's Dockerfile.
      if (service.image === undefined) expect([name, service.build]).toEqual([name, '.']);
      else expect([name, service.image]).toEqual([name, expect.stringMatching(PINNED_TAG)]);
      for (const port of service.ports ?? [])
        expect([name, port]).toEqual([name, expect.stringMatching(/^127\.0\.0\.1:\d+:\d+$/)]);
    }
    expect(services.app!.ports).toEqual(['127.0.0.1:4000:4000']);
    expect(services.proxy!.ports).toEqual(['127.0.0.1:8080:80']);
    expect(services.mail!.ports).toEqual(['127.0.0.1:8025:8025']);
    for (const stage of read('Dockerfile').matchAll(/^FROM (\S+)/gm)) expect(stage[1]).toMatch(/^node:\d+\.\d+\.\d+-/);
  });

  it('the pinned-tag rule refuses moving tags', () => {
    for (const image of [
      'minio/minio:latest',
      'nginx:alpine',
      'nginx:1-alpine',
      'axllent/mailpit:v1',
      'minio/mc:RELEASE',
    ]) {
      expect(image).not.toMatch(PINNED_TAG);
    }
  });
});

describe('docker compose --profile scale', () => {
  const fromConfig = variablesConfigReads();

  it('adds its services under the scale profile only, and docker compose up keeps db and app', () => {
    const { services } = compose();
    expect(Object.keys(services).sort()).toEqual([...DEFAULT_SERVICES, ...SCALE_SERVICES].sort());
    for (const name of DEFAULT_SERVICES) expect([name, services[name]!.profiles]).toEqual([name, undefined]);
    for (const name of SCALE_SERVICES) expect([name, services[name]!.profiles]).toEqual([name, ['scale']]);
  });

  it('runs app-2 from the same definition as app, with no port and a data volume of its own', () => {
    const { services, volumes } = compose();
    const { ports, volumes: appVolumes, ...app } = services.app!;
    const { profiles, volumes: secondVolumes, ...second } = services['app-2']!;
    expect(second).toEqual(app);
    expect(ports).toBeDefined();
    expect(profiles).toEqual(['scale']);
    const dataVolume = (mounts: string[] | undefined) =>
      mounts?.find((mount) => mount.endsWith(':/data'))?.split(':')[0];
    expect(dataVolume(appVolumes)).toBe('app-data');
    expect(dataVolume(secondVolumes)).toBe('app-2-data');
    expect(Object.keys(volumes)).toEqual(expect.arrayContaining(['app-data', 'app-2-data', 'storage-data']));
  });

  it('starts both app processes after the bucket exists, and plain docker compose up without it', () => {
    const { services } = compose();
    for (const name of APP_PROCESSES) {
      // required: false, or compose refuses a project where storage-init is left out by its profile.
      expect([name, services[name]!.depends_on?.['storage-init']]).toEqual([
        name,
        { condition: 'service_completed_successfully', required: false },
      ]);
    }
    const init = services['storage-init']!;
    expect(init.restart).toBe('no');
    expect(init.depends_on?.storage).toEqual({ condition: 'service_healthy' });
    expect(init.command!.join(' ')).toMatch(/mc mb --ignore-existing storage\/talent-files\b/);
  });

  it("gives MinIO and storage-init the app's own key pair", () => {
    const { services } = compose();
    const storage = services.storage!.environment!;
    expect(substituted(storage.MINIO_ROOT_USER)).toEqual(['AWS_ACCESS_KEY_ID']);
    expect(substituted(storage.MINIO_ROOT_PASSWORD)).toEqual(['AWS_SECRET_ACCESS_KEY']);
    const init = services['storage-init']!.environment!;
    expect(substituted(init.AWS_ACCESS_KEY_ID)).toEqual(['AWS_ACCESS_KEY_ID']);
    expect(substituted(init.AWS_SECRET_ACCESS_KEY)).toEqual(['AWS_SECRET_ACCESS_KEY']);
    // The names the app reads from .env: the same values reach both sides.
    expect(fromConfig).toEqual(expect.arrayContaining(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']));
  });

  it('requires no variable that plain docker compose up does not (compose reads every ${…} before profiles)', () => {
    const { services } = compose();
    const byDefault = new Set(DEFAULT_SERVICES.flatMap((name) => required(services[name])));
    expect(byDefault).toEqual(new Set(['DB_APP_PASSWORD', 'DB_MIGRATION_PASSWORD', 'JWT_SECRET', 'POSTGRES_PASSWORD']));
    const extra = SCALE_SERVICES.flatMap((name) => required(services[name]).map((variable) => `${name}: ${variable}`));
    expect(extra.filter((entry) => !byDefault.has(entry.split(': ')[1]!))).toEqual([]);
  });

  it('balances the proxy over both app processes, with the headers the app reads and room for a resume', () => {
    const { services } = compose();
    const mount = services.proxy!.volumes!.find((volume) => volume.endsWith(':/etc/nginx/conf.d/default.conf:ro'));
    expect(mount).toBe('./deploy/nginx-scale.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(existsSync(path.join(root, 'deploy/nginx-scale.conf'))).toBe(true);
    const conf = read('deploy/nginx-scale.conf').replace(/#.*$/gm, '');
    const upstream = /upstream (\S+) \{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server ([\w-]+):(\d+)\b/gm)].map(
      (match) => `${match[1]}:${match[2]}`,
    );
    const appPort = String(services.app!.environment!.PORT);
    expect(servers.sort()).toEqual(APP_PROCESSES.map((name) => `${name}:${appPort}`).sort());
    expect(conf).toMatch(new RegExp(`proxy_pass http://${upstream![1]};`));
    for (const header of ['Host', 'X-Forwarded-For', 'X-Forwarded-Proto']) {
      expect(conf).toMatch(new RegExp(`proxy_set_header ${header} \\$\\w+;`));
    }
    const bodyLimit = nginxBytes(/client_max_body_size (\S+);/.exec(conf)?.[1] ?? '1m');
    const config = loadConfig({});
    // The largest file plus the form's text fields (up to 50 of 64 KiB each) and the multipart framing.
    expect(bodyLimit).toBeGreaterThanOrEqual(
      Math.max(config.resumeMaxBytes, config.eventImageMaxBytes) + 4 * 1024 ** 2,
    );
  });

  it.each(['docker-compose.yml', 'docs/operations.md'])(
    'the .env lines %s gives for the profile configure the app for these services',
    (file) => {
      const text = file.endsWith('.md')
        ? section(read(file), '## Compose profiles')
        : read(file).split('\nservices:')[0]!;
      const lines = envLines(text);
      expect(Object.keys(lines).sort()).toEqual(
        [
          'AWS_ACCESS_KEY_ID',
          'AWS_ENDPOINT_URL_S3',
          'AWS_SECRET_ACCESS_KEY',
          'PUBLIC_URL',
          'SMTP_URL',
          'STORAGE_URL',
          'TRUST_PROXY',
        ].sort(),
      );
      for (const name of Object.keys(lines)) expect(fromConfig).toContain(name);
      // Placeholders (`<3+ characters>`) become values the app accepts.
      const env = Object.fromEntries(
        Object.entries(lines).map(([name, value]) => [name, value.startsWith('<') ? 'x'.repeat(32) : value]),
      );
      const config = loadConfig({ ...env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
      expect(config.storage).toMatchObject({ kind: 's3', bucket: 'talent-files', endpoint: 'http://storage:9000' });
      expect(config.trustProxy).toBe(1);
      expect(lines.SMTP_URL).toBe('smtp://mail:1025');
      expect(lines.PUBLIC_URL).toBe(`http://localhost:${compose().services.proxy!.ports![0]!.split(':')[1]}`);
    },
  );
});
