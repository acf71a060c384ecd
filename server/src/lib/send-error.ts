import type { Response } from 'express';

import { HTTP_STATUS_BY_CODE, toAppError } from './app-error';
import type { Logger } from './logger';

/**
 * Sends an error as `{message}` (plus `field`) with the status its code maps to (toAppError decides
 * what a thrown value means); anything unexpected is logged and answered with a generic 500.
 */
export function sendError(res: Response, error: unknown, requestId: string, logger: Logger): void {
  const known = toAppError(error);
  if (res.headersSent) {
    // A stream already under way (a file download): all that is left is to cut it.
    if (!known) logger.error('Unexpected error after the answer started', { requestId, error });
    res.destroy();
    return;
  }
  if (known) {
    if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    res.status(HTTP_STATUS_BY_CODE[known.code]).json({
      message: known.message,
      ...(known.field ? { field: known.field } : {}),
    });
    return;
  }
  logger.error('Unexpected error in a REST route', { requestId, error });
  res.status(500).json({ message: `Something went wrong on our side. Reference: ${requestId}.` });
}
