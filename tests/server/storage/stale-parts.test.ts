/**
 * A process stopped mid-upload leaves a `.part` file; the next start (and a sweep while running)
 * removes it, but never one that another process may still be writing.
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createLogger } from '../../../server/src/lib/logger';
import { startServer } from '../../../server/src/server';
import { STALE_PART_MS } from '../../../server/src/storage/file-storage';
import { LocalFileStorage } from '../../../server/src/storage/local-file-storage';
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

  it('a fresh part whose process is gone is removed at start at once, and the log says how many', async () => {
    const gone = 'a1b2c3d4e5f60718'; // stopped: its writer file was removed on its way out
    const crashed = 'b1b2c3d4e5f60718'; // crashed long ago: its writer file is stale
    const running = 'c1b2c3d4e5f60718'; // another process sharing the folder, alive
    await leave('.writers', crashed, 10 * 60_000);
    await leave('.writers', running, 1000);
    await leave('resumes', `${UUID}.pdf.${gone}.part`, 1000);
    await leave('event-images', `${UUID}.png.${crashed}.part`, 1000);
    await leave('resumes', `1${UUID.slice(1)}.pdf.${running}.part`, 1000);
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const db: TestDatabase = await createTestDatabase();
    const server = await startServer(testConfig({ DATABASE_URL: db.url }, root), logger, { print: () => undefined });
    try {
      expect(await left('resumes')).toEqual([`1${UUID.slice(1)}.pdf.${running}.part`]);
      expect(await left('event-images')).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'Removed partial uploads left by an earlier run', removed: 2 }),
      );
      // This process says it is alive, so another one's start leaves its uploads alone.
      expect(await left('.writers')).toEqual([(server.deps.storage as LocalFileStorage).writerId, running].sort());
    } finally {
      await server.stop();
      await db.drop();
    }
    // A clean stop retires it: whatever it left half-written is the next start's to remove.
    expect(await left('.writers')).toEqual([running]);
  });

  it('removeStaleParts reports how many it removed and takes only old .part files', async () => {
    await leave('resumes', `${UUID}.pdf.part`, OLD);
    await leave('resumes', `1${UUID.slice(1)}.pdf.part`, 1000);
    const storage = new LocalFileStorage(path.join(root, 'files'));
    expect(await storage.removeStaleParts()).toBe(1);
    expect(await left('resumes')).toEqual([`1${UUID.slice(1)}.pdf.part`]);
    expect(await storage.removeStaleParts(0)).toBe(1);
    expect(await left('resumes')).toEqual([]);
  });
});
