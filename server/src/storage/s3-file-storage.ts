import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import type { StorageLocation } from '../config';
import { AppError } from '../lib/app-error';

import {
  FILE_MISSING_MESSAGE,
  FileStorage,
  isStorageKey,
  type OpenedFile,
  STALE_PART_MS,
  STORAGE_FOLDERS,
  type UploadSink,
} from './file-storage';

type S3Location = Extract<StorageLocation, { kind: 's3' }>;

/** Multipart part size: S3's smallest; at most `UPLOAD_QUEUE` parts are held in memory per upload. */
const PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * Files in a bucket of S3-compatible storage (AWS S3, MinIO, R2, Ceph), under `prefix`, which
 * app processes on any number of machines share. An upload streams through lib-storage's
 * `Upload` (one PUT for a small file, a multipart upload for a large one, at most two 5 MB parts
 * in memory); S3 shows an object only once it is complete, so a refused or broken upload is
 * aborted and leaves nothing to read.
 */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(location: S3Location) {
    super();
    this.bucket = location.bucket;
    this.prefix = location.prefix;
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
      // default trailers, and the objects' ETags already guard the transfer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return this.prefix + this.checkKey(key);
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const why = statusOf(error) === 404 ? 'does not exist' : `cannot be reached (${(error as Error).name})`;
      throw new Error(`STORAGE_URL: the bucket "${this.bucket}" ${why}; create it or check the AWS_* settings.`, {
        cause: error,
      });
    }
  }

  protected async openSink(key: string): Promise<UploadSink> {
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_BYTES,
      queueSize: UPLOAD_QUEUE,
      leavePartsOnError: false,
    });
    const done = upload.done();
    done.catch(() => undefined); // awaited in finish; an abort's rejection is expected
    // The upload failing mid-way ends the wait for room in the body, which then never drains.
    const failed = done.then(
      () => undefined,
      (error: unknown) => Promise.reject(error instanceof Error ? error : new Error(String(error))),
    );
    failed.catch(() => undefined);
    return {
      write: async (chunk) => {
        if (!body.write(chunk)) await Promise.race([once(body, 'drain'), failed]);
      },
      finish: async () => {
        body.end();
        await done;
      },
      abort: async () => {
        await upload.abort().catch(() => undefined);
        body.destroy();
        await done.catch(() => undefined);
        // Nothing half-written: should the last PUT have landed before the abort, it goes too.
        await this.remove(key);
      },
    };
  }

  async open(key: string): Promise<OpenedFile> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) throw AppError.notFound(FILE_MISSING_MESSAGE);
      throw error;
    }
  }

  async readRange(key: string, position: number, length: number): Promise<Buffer> {
    if (length <= 0) return Buffer.alloc(0);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: `bytes=${position}-${position + length - 1}`,
        }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      // A range that starts past the end of the file: no bytes there.
      if (statusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string | undefined | null): Promise<void> {
    if (!key) return;
    // S3 answers a delete of a missing object with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async listSettled(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const keys: string[] = [];
    for (const folder of STORAGE_FOLDERS) {
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: `${this.prefix}${folder}/`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(this.prefix.length) ?? '';
          if (isStorageKey(key) && object.LastModified && object.LastModified.getTime() <= cutoff) keys.push(key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
    return keys;
  }

  /**
   * Aborts multipart uploads begun more than `olderThanMs` ago (a process stopped or crashed
   * mid-upload): their parts are invisible but stored. A server that cannot list them (s3rver,
   * some gateways) counts none; a bucket lifecycle rule (AbortIncompleteMultipartUpload) is the
   * backstop there, as docs/operations.md says.
   */
  async removeStaleParts(olderThanMs = STALE_PART_MS): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        if (statusOf(error) === 501 || (error as { name?: string }).name === 'NotImplemented') return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        const key = upload.Key?.slice(this.prefix.length) ?? '';
        if (!isStorageKey(key) || !upload.Initiated || upload.Initiated.getTime() > cutoff) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed += 1;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  override async close(): Promise<void> {
    this.client.destroy();
  }
}
