import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

const KEY_PATTERN = /^(resumes|event-images)\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

class TooLarge extends Error {}

/**
 * Files on disk under one root (STORAGE_DIR) that every app process reads. Uploads are streamed
 * to a temporary name and renamed into place only when complete and within the size limit, so a
 * refused or broken upload leaves nothing behind. Names are generated here, never taken from the
 * sender. The root lives outside any static folder: files are served only through routes that
 * check who may read them.
 */
export class FileStorage {
  constructor(readonly root: string) {}

  async save(stream: Readable, options: SaveOptions): Promise<StoredFile> {
    if (!/^\.[a-z0-9]{1,8}$/.test(options.extension)) throw new Error(`Bad extension ${options.extension}`);
    const key = `${options.folder}/${randomUUID()}${options.extension}`;
    const finalPath = this.pathOf(key);
    const tempPath = `${finalPath}.part`;
    await mkdir(path.dirname(finalPath), { recursive: true });
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > options.maxBytes) callback(new TooLarge());
        else callback(null, chunk);
      },
    });
    const file = createWriteStream(tempPath, { flags: 'wx', mode: 0o640 });
    try {
      await pipeline(stream, counter, file);
      // busboy cuts a file at its own limit and marks the stream truncated instead of failing.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw new TooLarge();
      await rename(tempPath, finalPath);
    } catch (error) {
      stream.resume();
      // The file opens asynchronously: a pipeline that fails early (a too-large first chunk) can
      // reject before the open completes, and the open would then create the file after rm.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(tempPath, { force: true });
      if (error instanceof TooLarge || (error as { status?: number }).status === 413) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `${options.field} is too large: the limit is ${formatBytes(options.maxBytes)}.`,
          options.field,
        );
      }
      throw error;
    }
    return { key, path: finalPath, size, originalName: options.originalName };
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
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
