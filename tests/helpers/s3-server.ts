/* eslint-disable @typescript-eslint/no-require-imports -- s3rver ships no types: required with the few it has */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { StorageLocation } from '../../server/src/config';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export const TEST_BUCKET = 'talent-test-files';
export const TEST_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver, in this process), its bucket in a folder of its own. */
export interface TestS3 {
  endpoint: string;
  /** Where files go: the bucket, under `prefix`. */
  location(prefix?: string): Extract<StorageLocation, { kind: 's3' }>;
  /** The settings an app process reads to use the bucket. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts s3rver (npm): an S3 implementation in Node that needs no binary and no container, and
 * speaks the calls the storage makes (PUT, multipart, ranged GET, list, delete). It lacks
 * ListMultipartUploads, which the adapter treats as "nothing to clean up".
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'talent-s3-'));
  const S3rver = require('s3rver') as S3rverClass;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const normalPrefix = (prefix: string) => (prefix ? `${prefix.replace(/\/+$/, '')}/` : '');
  return {
    endpoint,
    location: (prefix = '') => ({
      kind: 's3',
      bucket: TEST_BUCKET,
      prefix: normalPrefix(prefix),
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: TEST_S3_KEYS,
    }),
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${TEST_BUCKET}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: TEST_S3_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_KEYS.secretAccessKey,
      AWS_REGION: 'us-east-1',
    }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
