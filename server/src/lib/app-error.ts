/**
 * A failure the caller can act on. The code decides the GraphQL `extensions.code`
 * and the REST status; `field` names the input that was refused, when there is one.
 */
export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
/** What a caller is told to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds after which a TOO_MANY_REQUESTS or SERVICE_UNAVAILABLE caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badInput(field: string, message: string): AppError {
    return new AppError('BAD_USER_INPUT', message, field);
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  /** An upload or value over its size limit: the one wording for every path (REST, GraphQL, JSON body). */
  static tooLarge(field: string, maxBytes?: number): AppError {
    const limit = maxBytes === undefined ? '' : `: the limit is ${formatBytes(maxBytes)}`;
    return new AppError('PAYLOAD_TOO_LARGE', `${field} is too large${limit}.`, field);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

// Connection failures as node-postgres, knex's pool and PostgreSQL itself report them.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|not queryable|Timeout acquiring a connection|Unable to acquire a connection/i;

/** True when `error` (or what it wraps) says PostgreSQL cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message)) return true;
    // MikroORM keeps the driver's error as `previous`; Node and pg use `cause`.
    current = (current as { previous?: unknown }).previous ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place that decides what a thrown value means to the caller: an AppError as it is; a
 * client error raised by an HTTP library (http-errors style, a 4xx `status`, e.g. multipart
 * limits) as the matching code; an unreachable database as SERVICE_UNAVAILABLE with Retry-After.
 * Undefined means unexpected: the adapter logs it and answers with a generic message.
 */
export function toAppError(error: unknown, field?: string): AppError | undefined {
  if (error instanceof AppError) return error;
  // Duck-typed, not `instanceof Error`: errors made by Node's own modules (net) can come from
  // another realm (a test runner's sandbox) and would slip through.
  if (!error || typeof error !== 'object') return undefined;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, DATABASE_RETRY_AFTER_SECONDS);
  }
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof message === 'string') {
    if (status === 413) return field ? AppError.tooLarge(field) : new AppError('PAYLOAD_TOO_LARGE', message);
    return new AppError('BAD_USER_INPUT', message, field);
  }
  return undefined;
}
