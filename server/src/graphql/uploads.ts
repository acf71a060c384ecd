import type { FileUpload } from 'graphql-upload-minimal';

import { AppError } from '../lib/app-error';

/**
 * Waits for a GraphQL multipart upload. A missing file is an input error on `field`; a file over
 * graphql-upload-minimal's own cap is PAYLOAD_TOO_LARGE (storage applies each field's real limit).
 */
export async function receiveUpload(
  upload: Promise<FileUpload> | null | undefined,
  field: string,
  missingMessage: string,
): Promise<FileUpload | undefined> {
  if (!upload) return undefined;
  try {
    return await upload;
  } catch (error) {
    if ((error as { status?: number }).status === 413) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${field} is too large.`, field);
    }
    throw AppError.badInput(field, missingMessage);
  }
}
