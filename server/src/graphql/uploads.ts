import type { Readable } from 'node:stream';

import type { RequestHandler } from 'express';
import { type FileUpload, graphqlUploadExpress } from 'graphql-upload-minimal';

import { AppError, HTTP_STATUS_BY_CODE, toAppError } from '../lib/app-error';

export interface UploadLimits {
  maxFileSize: number;
  maxFiles: number;
  maxFieldSize: number;
}

/**
 * graphql-upload-minimal's middleware, answering a request it refuses as a GraphQL client error.
 * On its own it hands every refusal to Express, and parser failures (a body cut off before the
 * file, a malformed part) carry no status, so they would end as internal errors.
 */
export function graphqlUploads(limits: UploadLimits): RequestHandler {
  const upstream = graphqlUploadExpress(limits);
  return (req, res, next) => {
    // graphql-upload-minimal listens for its parser's first error only, then destroys the parser;
    // on a body cut off in a part, that destroy emits a second one ("Unexpected end of form") with
    // no listener left, which would end the process. The parser is what the request is piped to.
    const pipe = req.pipe.bind(req);
    req.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
      destination.on('error', () => undefined);
      return pipe(destination, options);
    };
    upstream(req, res, (error?: unknown) => {
      if (!error) return next();
      const known = toAppError(error);
      const problem =
        known?.code === 'PAYLOAD_TOO_LARGE'
          ? known
          : AppError.badInput('body', 'The multipart request is malformed or incomplete.');
      if (res.headersSent) return;
      res.status(HTTP_STATUS_BY_CODE[problem.code]).json({
        errors: [{ message: problem.message, extensions: { code: problem.code, field: problem.field } }],
      });
    });
  };
}

export interface ReceivedUpload {
  stream: Readable;
  filename: string;
}

/**
 * Waits for a GraphQL multipart upload and opens its stream. A missing file is an input error on
 * `field`; one refused by graphql-upload-minimal (over its cap, cut off) is mapped like any other
 * upload failure. Storage applies each field's real size limit while it streams.
 */
export async function receiveUpload(
  upload: Promise<FileUpload> | null | undefined,
  field: string,
  missingMessage: string,
): Promise<ReceivedUpload | undefined> {
  if (!upload) return undefined;
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw refusal(error, field, missingMessage);
  }
  try {
    return { stream: file.createReadStream(), filename: file.filename ?? '' };
  } catch (error) {
    // The stream already failed (over the cap, cut off) before the resolver asked for it.
    throw refusal(error, field, `${field} did not arrive whole: the upload was cut off.`);
  }
}

function refusal(error: unknown, field: string, message: string): AppError {
  const known = toAppError(error, field);
  return known?.code === 'PAYLOAD_TOO_LARGE' ? known : AppError.badInput(field, message);
}
