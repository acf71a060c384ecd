import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { AppError } from '../lib/app-error';

/** A file written to storage: `key` is what rows keep; `path` is where it lies on disk. */
export interface StoredFile {
  key: string;
  path: string;
  size: number;
  /** The name the sender gave the file (never used on disk). */
  originalName: string;
}

export interface SaveOptions {
  /** Sub-folder of the storage root: one per kind of file. */
  folder: 'resumes' | 'event-images';
  /** Extension of the stored file, lower case with the dot (".pdf"). */
  extension: string;
  maxBytes: number;
  /** The input field the file came from, named in errors. */
  field: string;
  originalName: string;
}

const FOLDERS: SaveOptions['folder'][] = ['resumes', 'event-images'];
const KEY_PATTERN = /^(resumes|event-images)\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
const PART_SUFFIX = '.part';

/**
 * A `.part` file untouched for this long belongs to no upload in progress: Node's HTTP server ends
 * any request after 5 minutes (`requestTimeout`), so its writer is gone (a crash or a shutdown).
 */
export const STALE_PART_MS = 10 * 60 * 1000;

/**
 * How often a running process touches its writer file (`.writers/<id>`), and how old one may get
 * before its process counts as gone (a crash leaves its file behind, untouched).
 */
export const WRITER_HEARTBEAT_MS = 60_000;
const WRITER_GONE_MS = 3 * WRITER_HEARTBEAT_MS;
const WRITERS_FOLDER = '.writers';
/** `<key>.<writer id>.part`: whose upload a partial file is. */
const OWNED_PART = /\.([0-9a-f]{16})\.part$/;

class TooLarge extends Error {}

/** Why the sender's stream failed (cut off, disconnected): the sender's fault, never ours. */
class SourceFailed extends Error {}

function writeChunk(file: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => file.write(chunk, (error) => (error ? reject(error) : resolve())));
}

/**
 * Files on disk under one root (STORAGE_DIR) that every app process reads. Uploads are streamed
 * to a temporary name and renamed into place only when complete and within the size limit, so a
 * refused or broken upload leaves nothing behind. Names are generated here, never taken from the
 * sender. The root lives outside any static folder: files are served only through routes that
 * check who may read them.
 */
export class FileStorage {
  /** This process's writer id: its `.part` files carry it, and `.writers/<id>` says it is alive. */
  readonly writerId = randomBytes(8).toString('hex');

  constructor(readonly root: string) {}

  private writerFile(id: string): string {
    return path.join(this.root, WRITERS_FOLDER, id);
  }

  /** Says this process is alive (at start, then every WRITER_HEARTBEAT_MS): its uploads are its own. */
  async markAlive(): Promise<void> {
    const file = this.writerFile(this.writerId);
    const now = new Date();
    await utimes(file, now, now).catch(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, '');
    });
  }

  /** On a clean stop: whatever `.part` files this process leaves are now anybody's to remove. */
  async retire(): Promise<void> {
    await rm(this.writerFile(this.writerId), { force: true });
  }

  /**
   * Streams `source` into a new file. A source that fails (a body cut off, a client gone) is an
   * input error on the field; one over `maxBytes` is PAYLOAD_TOO_LARGE, answered at once while
   * the rest of the source is read and dropped. The source is never destroyed here: multipart
   * parsers (busboy) wait forever for a destroyed file stream, and with them the request.
   */
  save(source: Readable, options: SaveOptions): Promise<StoredFile> {
    // Attached before anything is awaited: an `error` with no listener would end the process.
    let sourceError: Error | undefined;
    const onSourceError = (error: Error) => (sourceError ??= error);
    source.on('error', onSourceError);
    return this.write(source, options, () => sourceError).finally(() => {
      // Stays quiet after we are done with it (a late error, say the rest of the body cut off).
      source.off('error', onSourceError);
      source.on('error', () => undefined);
    });
  }

  private async write(source: Readable, options: SaveOptions, sourceError: () => Error | undefined) {
    if (!/^\.[a-z0-9]{1,8}$/.test(options.extension)) throw new Error(`Bad extension ${options.extension}`);
    const key = `${options.folder}/${randomUUID()}${options.extension}`;
    const finalPath = this.pathOf(key);
    const tempPath = `${finalPath}.${this.writerId}${PART_SUFFIX}`;
    let file: WriteStream | undefined;
    let size = 0;
    let sourceDone = false;
    try {
      await mkdir(path.dirname(finalPath), { recursive: true });
      file = createWriteStream(tempPath, { flags: 'wx', mode: 0o640 });
      file.on('error', () => undefined); // reported through the write and end callbacks
      // Iterated rather than piped: graphql-upload-minimal unpipes a file stream at its own size
      // limit, which would leave a pipe waiting forever. Leaving the loop must not destroy it.
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.maxBytes) throw new TooLarge();
        await writeChunk(file, chunk);
      }
      sourceDone = true;
      if (sourceError()) throw new SourceFailed();
      // busboy cuts a file at its own limit and marks the stream truncated instead of failing.
      if ((source as Readable & { truncated?: boolean }).truncated) throw new TooLarge();
      await new Promise<void>((resolve, reject) =>
        file!.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      await rename(tempPath, finalPath);
      return { key, path: finalPath, size, originalName: options.originalName };
    } catch (error) {
      if (!sourceDone && !sourceError() && !source.destroyed) source.resume(); // read and drop the rest
      if (file) {
        // The file opens asynchronously: rm before the open completes would leave it behind.
        if (!file.closed) await new Promise<void>((resolve) => file!.once('close', () => resolve()).destroy());
      }
      await rm(tempPath, { force: true });
      throw this.uploadError(error, sourceError(), options);
    }
  }

  private uploadError(error: unknown, sourceError: Error | undefined, options: SaveOptions): unknown {
    if (error instanceof TooLarge || (sourceError as { status?: number } | undefined)?.status === 413) {
      return AppError.tooLarge(options.field, options.maxBytes);
    }
    if (sourceError || error instanceof SourceFailed) {
      return AppError.badInput(options.field, `${options.field} did not arrive whole: the upload was cut off.`);
    }
    return error;
  }

  /** The file's path on disk; refuses anything that is not a key this storage made. */
  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw AppError.notFound('No such file.');
    return path.join(this.root, key);
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string | undefined | null): Promise<void> {
    if (!key) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** Runs `work`, which records `file` somewhere; if it fails, the file goes too: no row, no file. */
  async removeOnFailure<T>(file: StoredFile | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await this.remove(file?.key);
      throw error;
    }
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
    for (const folder of FOLDERS) {
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

  /**
   * The keys of the complete files in storage (not `.part` uploads) last changed before
   * `olderThanMs` ago: what the retention job checks against the rows that point to files.
   */
  async listSettled(olderThanMs: number): Promise<string[]> {
    const cutoff = Date.now() - olderThanMs;
    const keys: string[] = [];
    for (const folder of FOLDERS) {
      const dir = path.join(this.root, folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((entry) => !entry.endsWith(PART_SUFFIX))) {
        const key = `${folder}/${name}`;
        if (!KEY_PATTERN.test(key)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info && info.mtimeMs <= cutoff) keys.push(key);
      }
    }
    return keys;
  }
}
