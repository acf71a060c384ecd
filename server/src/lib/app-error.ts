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
  | 'TOO_MANY_REQUESTS';

export const HTTP_STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds after which a TOO_MANY_REQUESTS caller may try again. */
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
}
