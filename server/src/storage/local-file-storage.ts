import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { AppError } from '../lib/app-error';

import {
  FILE_MISSING_MESSAGE,
  FileStorage,
  isStorageKey,
  type OpenedFile,
  STALE_PART_MS,
  STORAGE_FOLDERS,
  type UploadSink,
  WRITER_HEARTBEAT_MS,
} from './file-storage';

const PART_SUFFIX = '.part';
const WRITER_GONE_MS = 3 * WRITER_HEARTBEAT_MS;
const WRITERS_FOLDER = '.writers';
/** `<key>.<writer id>.part`: whose upload a partial file is. */
const OWNED_PART = /\.([0-9a-f]{16})\.part$/;

function writeChunk(file: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => file.write(chunk, (error) => (error ? reject(error) : resolve())));
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on disk under one root (STORAGE_DIR, or STORAGE_URL=file:///…) that every app process
 * reads. An upload is written to `<key>.<writer id>.part` and renamed into place when complete.
 */
export class LocalFileStorage extends FileStorage {
  /** This process's writer id: its `.part` files carry it, and `.writers/<id>` says it is alive. */
  readonly writerId = randomBytes(8).toString('hex');

  constructor(readonly root: string) {
    super();
  }

  private writerFile(id: string): string {
    return path.join(this.root, WRITERS_FOLDER, id);
  }

  /** The file's path on disk; refuses anything that is not a key this storage made. */
  pathOf(key: string): string {
    return path.join(this.root, this.checkKey(key));
  }

  async verify(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  override async markAlive(): Promise<void> {
    const file = this.writerFile(this.writerId);
    const now = new Date();
    await utimes(file, now, now).catch(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, '');
    });
  }

  override async retire(): Promise<void> {
    await rm(this.writerFile(this.writerId), { force: true });
  }

  protected async openSink(key: string): Promise<UploadSink> {
    const finalPath = this.pathOf(key);
    const tempPath = `${finalPath}.${this.writerId}${PART_SUFFIX}`;
    await mkdir(path.dirname(finalPath), { recursive: true });
    const file = createWriteStream(tempPath, { flags: 'wx', mode: 0o640 });
    file.on('error', () => undefined); // reported through the write and end callbacks
    return {
      write: (chunk) => writeChunk(file, chunk),
      finish: async () => {
        await new Promise<void>((resolve, reject) =>
          file.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        await rename(tempPath, finalPath);
      },
      abort: async () => {
        // The file opens asynchronously: rm before the open completes would leave it behind.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()).destroy());
        await rm(tempPath, { force: true });
      },
    };
  }

  async open(key: string): Promise<OpenedFile> {
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      throw isMissing(error) ? AppError.notFound(FILE_MISSING_MESSAGE) : error;
    });
    try {
      const { size } = await handle.stat();
      return { stream: createReadStream('', { fd: handle }), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async readRange(key: string, position: number, length: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return info?.isFile() ? info.size : undefined;
  }

  async remove(key: string | undefined | null): Promise<void> {
    if (!key) return;
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Deletes `.part` files left by uploads whose process is gone (stopped mid-upload, or crashed):
   * those of a writer with no fresh `.writers/<id>` file (a process removes its own on a clean
   * stop, so a restart finds them at once; a crashed one's goes stale after WRITER_GONE_MS), and
   * parts without a writer id untouched for `olderThanMs`. Another process sharing the folder may
   * be writing the others. Returns how many went.
   */
  async removeStaleParts(olderThanMs = STALE_PART_MS): Promise<number> {
    const now = Date.now();
    const alive = new Map<string, boolean>([[this.writerId, true]]);
    const writerAlive = async (id: string) => {
      if (!alive.has(id)) {
        const info = await stat(this.writerFile(id)).catch(() => undefined);
        alive.set(id, Boolean(info && info.mtimeMs > now - WRITER_GONE_MS));
      }
      return alive.get(id)!;
    };
    let removed = 0;
    for (const folder of STORAGE_FOLDERS) {
      const dir = path.join(this.root, folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith(PART_SUFFIX))) {
        const writer = OWNED_PART.exec(name)?.[1];
        let stale: boolean;
        if (writer) stale = !(await writerAlive(writer));
        else {
          const info = await stat(path.join(dir, name)).catch(() => undefined);
          stale = Boolean(info && info.mtimeMs <= now - olderThanMs);
        }
        if (stale) {
          await rm(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
    }
    // The files of writers that are gone, so the folder does not grow with every restart.
    for (const id of await readdir(path.join(this.root, WRITERS_FOLDER)).catch(() => [] as string[])) {
      if (/^[0-9a-f]{16}$/.test(id) && !(await writerAlive(id))) await rm(this.writerFile(id), { force: true });
    }
    return removed;
  }

  async listSettled(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const keys: string[] = [];
    for (const folder of STORAGE_FOLDERS) {
      const dir = path.join(this.root, folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((entry) => !entry.endsWith(PART_SUFFIX))) {
        const key = `${folder}/${name}`;
        if (!isStorageKey(key)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        // Whole milliseconds, as the cutoff is: a file written earlier in this very millisecond is settled.
        if (info && Math.floor(info.mtimeMs) <= cutoff) keys.push(key);
      }
    }
    return keys;
  }
}
