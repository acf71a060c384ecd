/**
 * A process stopped mid-upload leaves a `.part` file; the next start (and a sweep while running)
 * removes it, but never one that another process may still be writing.
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createLogger } from '../../../server/src/lib/logger';
import { startServer } from '../../../server/src/server';
import { FileStorage, STALE_PART_MS } from '../../../server/src/storage/file-storage';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { testConfig } from '../../helpers/test-server';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'stale-parts-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes `folder/name` under the storage root, last modified `ageMs` ago. */
async function leave(folder: string, name: string, ageMs: number): Promise<void> {
  await mkdir(path.join(root, 'files', folder), { recursive: true });
  const file = path.join(root, 'files', folder, name);
  await writeFile(file, 'half an upload');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

async function left(folder: string): Promise<string[]> {
  return (await readdir(path.join(root, 'files', folder)).catch(() => [] as string[])).sort();
}

const OLD = STALE_PART_MS + 60_000;
const UUID = '0b5c4a3e-8f0e-4c55-9a53-4f1f3b1f6a11';

describe('stale partial uploads', () => {
  it('are removed when the server starts; fresh ones and finished files stay', async () => {
    await leave('resumes', `${UUID}.pdf.part`, OLD);
    await leave('event-images', `${UUID}.img.part`, OLD);
    await leave('resumes', `1${UUID.slice(1)}.pdf.part`, 1000);
    await leave('resumes', `2${UUID.slice(1)}.pdf`, OLD);
    const db: TestDatabase = await createTestDatabase();
    const config = testConfig({ DATABASE_URL: db.url }, root);
    const server = await startServer(config, createLogger('silent'), { print: () => undefined });
    try {
      expect(await left('resumes')).toEqual([`1${UUID.slice(1)}.pdf.part`, `2${UUID.slice(1)}.pdf`]);
      expect(await left('event-images')).toEqual([]);
    } finally {
      await server.stop();
      await db.drop();
    }
  });

  it('removeStaleParts reports how many it removed and takes only old .part files', async () => {
    await leave('resumes', `${UUID}.pdf.part`, OLD);
    await leave('resumes', `1${UUID.slice(1)}.pdf.part`, 1000);
    const storage = new FileStorage(path.join(root, 'files'));
    expect(await storage.removeStaleParts()).toBe(1);
    expect(await left('resumes')).toEqual([`1${UUID.slice(1)}.pdf.part`]);
    expect(await storage.removeStaleParts(0)).toBe(1);
    expect(await left('resumes')).toEqual([]);
  });
});
