/** `npm run storage:migrate`: a storage folder copied into a bucket under the same keys, resumably. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { createFileStorage } from '../../../server/src/storage/create-file-storage';
import type { FileStorage } from '../../../server/src/storage/file-storage';
import { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
import { migrateStorage } from '../../../server/src/storage/storage-migrate';
import { pdfBytes, pngBytes } from '../../helpers/files';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';

let s3: TestS3;
let dir: string;
let folder: LocalFileStorage;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-migrate-'));
  folder = new LocalFileStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const save = (bytes: Buffer, folderName: 'resumes' | 'event-images', extension: string) =>
  folder.save(Readable.from([bytes]), {
    folder: folderName,
    extension,
    maxBytes: 1_000_000,
    field: 'file',
    originalName: `x${extension}`,
  });

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  return storage.readAll(key, 1_000_000);
}

describe('copying a storage folder into a bucket', () => {
  it('copies every complete file under its key, skips uploads in progress, and a second run copies nothing', async () => {
    const resume = await save(pdfBytes('Migrated resume'), 'resumes', '.pdf');
    const image = await save(pngBytes(), 'event-images', '.png');
    // An upload in progress, and something that is no file of ours: neither is copied.
    await writeFile(`${path.join(dir, resume.key)}.0123456789abcdef.part`, 'half');
    await writeFile(path.join(dir, 'resumes', 'notes.txt'), 'not a stored file');
    const bucket = createFileStorage(s3.location('migrated'));
    try {
      const seen: string[] = [];
      const first = await migrateStorage(folder, bucket, (key, outcome) => seen.push(`${key} ${outcome}`));
      expect(first).toEqual({ copied: 2, alreadyThere: 0, bytes: resume.size + image.size });
      expect(seen.sort()).toEqual([`${image.key} copied`, `${resume.key} copied`].sort());
      expect((await bucket.listSettled(0)).sort()).toEqual([resume.key, image.key].sort());
      expect((await bytesOf(bucket, resume.key)).equals(await bytesOf(folder, resume.key))).toBe(true);
      expect((await bytesOf(bucket, image.key)).equals(pngBytes())).toBe(true);

      // A run that stopped half-way: one file there, one not; the next run finishes the job.
      await bucket.remove(image.key);
      expect(await migrateStorage(folder, bucket)).toEqual({ copied: 1, alreadyThere: 1, bytes: image.size });
      expect(await migrateStorage(folder, bucket)).toEqual({ copied: 0, alreadyThere: 2, bytes: 0 });
    } finally {
      await bucket.close();
    }
  });

  it('runs as a command: copies, says what it did, and refuses a STORAGE_URL that is no bucket', async () => {
    const resume = await save(pdfBytes('Command line'), 'resumes', '.pdf');
    // tsc's output, as `npm run storage:migrate` and the image run it (the bundle holds only the server).
    const script = path.resolve(__dirname, '../../../dist/server/storage/storage-migrate.js');
    // Asynchronously: the bucket's server runs in this process and must answer meanwhile.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          [script],
          { env: { PATH: process.env.PATH ?? '', STORAGE_DIR: dir, ...env }, timeout: 30_000 },
          (error, stdout, stderr) => resolve({ status: child.exitCode ?? (error ? -1 : 0), stdout, stderr }),
        );
      });
    const copied = await run(s3.env('command'));
    expect(copied.stderr).toBe('');
    expect(copied.status).toBe(0);
    expect(copied.stdout).toContain(`${resume.key}: copied`);
    expect(copied.stdout).toContain('Done: 1 copied');
    const bucket = createFileStorage(s3.location('command'));
    expect(await bucket.listSettled(0)).toEqual([resume.key]);
    await bucket.close();

    const refused = await run({ STORAGE_URL: `file://${dir}` });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('STORAGE_URL must name the bucket to copy into');
    const missing = await run({ ...s3.env('command'), STORAGE_URL: 's3://no-such-bucket/x' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('the bucket "no-such-bucket" does not exist');
  });
});
