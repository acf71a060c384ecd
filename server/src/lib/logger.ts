import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

/** LOG_LEVEL: pino's levels, from the quietest. Each level also shows every level above it. */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the rest of the server logs through: a message and structured fields, one JSON line each. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const REDACTED = '[Redacted]';

/**
 * Field names whose values never reach the log, at any depth: credentials in headers, passwords in
 * bodies or GraphQL variables (password, currentPassword, newPassword…), tokens, secrets and e-mail
 * addresses (a body's `email`, a capability link's token).
 * pino's own `redact` takes fixed paths only, so a password nested in variables would slip through.
 */
const SENSITIVE_KEY = /password|passwd|secret|token|authorization|cookie|e-?mail/i;
/**
 * An e-mail address inside any logged string (a form's `to`, a message): logs are kept outside
 * what a person's erasure reaches, so no address is written, whatever the field is called.
 */
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
export const REDACTED_EMAIL = '[email]';
const MAX_DEPTH = 10;

/** A literal or null-prototype object, from any realm (Node's own `req.headers` is one too). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function scrub(text: string): string {
  return text.includes('@') ? text.replace(EMAIL_ADDRESS, REDACTED_EMAIL) : text;
}

/** The same error with no address in its message or stack (a mail server's refusal names the recipient). */
function scrubError(error: Error): Error {
  if (!error.message.includes('@') && !error.stack?.includes('@')) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.assign(copy, error);
  copy.message = scrub(error.message);
  if (error.stack !== undefined) copy.stack = scrub(error.stack);
  return copy;
}

function redact(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) return scrubError(value);
  if (value === null || typeof value !== 'object' || value instanceof Error || value instanceof Date) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[Skipped]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) ? REDACTED : redact(item, depth + 1, seen);
  }
  return out;
}

export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return redact(fields, 0, new WeakSet()) as Record<string, unknown>;
}

const pinoLoggers = new WeakMap<Logger, PinoLogger>();

/**
 * A logger writing JSON lines through pino: `{"level":"info","time":"…","msg":"…",…fields}`.
 * Errors under `error` or `err` are written with name, message and stack. `destination` defaults to
 * stdout, written synchronously so the last line before the process exits is never lost.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const instance = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: redactFields,
      },
      serializers: { error: pino.stdSerializers.err, err: pino.stdSerializers.err },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const logger: Logger = {
    info: (message, details) => instance.info(details ?? {}, message),
    error: (message, details) => instance.error(details ?? {}, message),
  };
  pinoLoggers.set(logger, instance);
  return logger;
}

/**
 * The pino instance behind a logger made by createLogger, for pino-http. Any other Logger (a test
 * double) gets a disabled one, so request lines are simply not written.
 */
export function pinoOf(logger: Logger): PinoLogger {
  return pinoLoggers.get(logger) ?? pino({ enabled: false });
}
