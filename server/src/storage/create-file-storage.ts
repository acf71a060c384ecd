/* eslint-disable @typescript-eslint/no-require-imports -- the S3 adapter is required on first use, as in lib/packages-on-first-use.ts */
import type { StorageLocation } from '../config';

import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import type * as S3Adapter from './s3-file-storage';

/**
 * The storage STORAGE_URL names. The S3 adapter (and the AWS SDK under it) is
 * loaded only when used, so a process on disk storage neither pays for it at start nor holds it
 * in memory.
 */
export function createFileStorage(location: StorageLocation): FileStorage {
  if (location.kind === 'file') return new LocalFileStorage(location.dir);
  const { S3FileStorage } = require('./s3-file-storage') as typeof S3Adapter;
  return new S3FileStorage(location);
}
