import path from 'node:path';

import { ConfigError, loadConfig } from '../../../server/src/config';

describe('where uploaded files are kept (STORAGE_URL)', () => {
  it('is the STORAGE_DIR folder by default, or the folder a file:// URL names', () => {
    expect(loadConfig({ STORAGE_DIR: '/srv/files' }).storage).toEqual({ kind: 'file', dir: '/srv/files' });
    expect(loadConfig({ DATA_DIR: '/srv/data' }).storage).toEqual({
      kind: 'file',
      dir: path.resolve('/srv/data/files'),
    });
    expect(loadConfig({ STORAGE_URL: 'file:///mnt/shared%20files/' }).storage).toEqual({
      kind: 'file',
      dir: '/mnt/shared files',
    });
  });

  it('reads a bucket, its prefix and the usual AWS variables; path style follows a custom endpoint', () => {
    expect(
      loadConfig({
        STORAGE_URL: 's3://talent-files/site/uploads/',
        AWS_REGION: 'eu-west-1',
        AWS_ENDPOINT_URL_S3: 'http://storage:9000',
        AWS_ACCESS_KEY_ID: 'talent',
        AWS_SECRET_ACCESS_KEY: 'a-long-random-secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'talent-files',
      prefix: 'site/uploads/',
      region: 'eu-west-1',
      endpoint: 'http://storage:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'talent', secretAccessKey: 'a-long-random-secret' },
    });
    // AWS itself: bucket host names, the SDK's own credential chain, no prefix.
    expect(loadConfig({ STORAGE_URL: 's3://talent-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'talent-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        STORAGE_URL: 's3://talent-files',
        AWS_ENDPOINT_URL: 'https://r2.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ endpoint: 'https://r2.example.com', forcePathStyle: false });
  });

  it.each([
    ['STORAGE_URL', { STORAGE_URL: 'ftp://files' }, 'expected file:///folder or s3://bucket/prefix'],
    ['STORAGE_URL', { STORAGE_URL: 's3://UPPER_case' }, 'the bucket name must be 3 to 63'],
    ['STORAGE_URL', { STORAGE_URL: 's3://ab' }, 'the bucket name must be 3 to 63'],
    ['STORAGE_URL', { STORAGE_URL: 's3://key:secret@talent-files' }, 'not in the URL'],
    ['STORAGE_URL', { STORAGE_URL: 's3://talent-files/uploads?versioning=1' }, 'not in the URL'],
    ['STORAGE_URL', { STORAGE_URL: 's3://talent-files/up loads' }, 'the prefix may hold'],
    ['STORAGE_URL', { STORAGE_URL: 'file://host/srv/files' }, 'expected file:///absolute/folder'],
    ['AWS_SECRET_ACCESS_KEY', { STORAGE_URL: 's3://talent-files', AWS_ACCESS_KEY_ID: 'talent' }, 'together'],
    ['AWS_ACCESS_KEY_ID', { STORAGE_URL: 's3://talent-files', AWS_SECRET_ACCESS_KEY: 'x' }, 'together'],
    ['AWS_ENDPOINT_URL_S3', { STORAGE_URL: 's3://talent-files', AWS_ENDPOINT_URL_S3: 'storage:9000' }, 'origin'],
    ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: 'sometimes' }, 'expected true or false'],
  ])('refuses a bad %s, saying what is wrong', (variable, env, why) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid ${variable}:.*${why.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    );
  });
});
