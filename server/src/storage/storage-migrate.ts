import { loadConfig } from '../config';

import { createFileStorage } from './create-file-storage';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same size (an earlier run, interrupted or not). */
  alreadyThere: number;
  bytes: number;
}

/**
 * Copies every complete file of a storage folder (resumes, event images and their copies; never a
 * `.part` upload) into `target` under the same key, so the rows that name them need no change.
 * A file already in the target with the same size is skipped: a run that stops half-way is
 * finished by running it again. `onFile` hears of each file as it goes.
 */
export async function migrateStorage(
  source: LocalFileStorage,
  target: FileStorage,
  onFile: (key: string, outcome: 'copied' | 'already there') => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, bytes: 0 };
  for (const key of await source.listSettled(0)) {
    const size = await source.sizeOf(key);
    if (size === undefined) continue; // removed since the listing
    if ((await target.sizeOf(key)) === size) {
      report.alreadyThere += 1;
      onFile(key, 'already there');
      continue;
    }
    const { stream } = await source.open(key);
    report.bytes += await target.writeAt(key, stream);
    report.copied += 1;
    onFile(key, 'copied');
  }
  return report;
}

/**
 * `npm run storage:migrate` (in the image: `node dist/server/storage/storage-migrate.js`): copies
 * the folder STORAGE_DIR (or DATA_DIR/files) into the bucket STORAGE_URL names. Run it before
 * the app starts with STORAGE_URL set, and again after (files uploaded in between are copied then).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.storage.kind !== 's3') {
    console.error('STORAGE_URL must name the bucket to copy into (s3://bucket/prefix); the folder is STORAGE_DIR.');
    process.exit(1);
  }
  const source = new LocalFileStorage(config.storageDir);
  const target = createFileStorage(config.storage);
  try {
    await target.verify();
    console.log(`Copying ${config.storageDir} into s3://${config.storage.bucket}/${config.storage.prefix}`);
    const report = await migrateStorage(source, target, (key, outcome) => console.log(`  ${key}: ${outcome}`));
    console.log(
      `Done: ${report.copied} copied (${report.bytes} bytes), ${report.alreadyThere} already there. ` +
        'The folder is left as it was: remove it once the app runs on the bucket.',
    );
  } finally {
    await target.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
