import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { AppError } from '../lib/app-error';

/** A file written to storage: `key` is what rows keep. */
export interface StoredFile {
  key: string;
  size: number;
  /** The name the sender gave the file (never used in storage). */
  originalName: string;
}

export interface SaveOptions {
  /** Sub-folder of the storage root: one per kind of file. */
  folder: StorageFolder;
  /** Extension of the stored file, lower case with the dot (".pdf"). */
  extension: string;
  maxBytes: number;
  /** The input field the file came from, named in errors. */
  field: string;
  originalName: string;
}

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

export type StorageFolder = 'resumes' | 'event-images' | 'client-logos';
export const STORAGE_FOLDERS: StorageFolder[] = ['resumes', 'event-images', 'client-logos'];
const KEY_PATTERN = /^(resumes|event-images|client-logos)\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** True for a key this storage makes (`resumes/<uuid>.pdf`): never a path of the sender's. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The message when a row names a file that storage no longer holds. */
export const FILE_MISSING_MESSAGE = 'The file is missing.';

/**
 * A `.part` file (or an unfinished multipart upload) untouched for this long belongs to no upload
 * in progress: Node's HTTP server ends any request after 5 minutes (`requestTimeout`), so its
 * writer is gone (a crash or a shutdown).
 */
export const STALE_PART_MS = 10 * 60 * 1000;

/**
 * How often a running process touches its writer file (`.writers/<id>`), and how old one may get
 * before its process counts as gone (a crash leaves its file behind, untouched).
 */
export const WRITER_HEARTBEAT_MS = 60_000;

/** Where a save's bytes go: written in order, then finished (the file appears) or aborted (nothing does). */
export interface UploadSink {
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

class TooLarge extends Error {}

/** Why the sender's stream failed (cut off, disconnected): the sender's fault, never ours. */
class SourceFailed extends Error {}

/**
 * Uploaded files (resumes, event images) under generated keys, on disk (`LocalFileStorage`) or in
 * an S3-compatible bucket (`S3FileStorage`): `createFileStorage` picks one from STORAGE_URL. A
 * save streams the sender's bytes and the file appears only when complete and within its limit,
 * so a refused or broken upload leaves nothing behind. Files are served only through routes that
 * check who may read them.
 */
export abstract class FileStorage {
  /** Where the sink for a new file of `key` writes; `finish` makes the file appear whole. */
  protected abstract openSink(key: string): Promise<UploadSink>;

  /** Opens a file for reading; a key whose file is gone is NOT_FOUND ("The file is missing."). */
  abstract open(key: string): Promise<OpenedFile>;

  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  abstract readRange(key: string, position: number, length: number): Promise<Buffer>;

  /** The file's size in bytes, or undefined when there is no such file. */
  abstract sizeOf(key: string): Promise<number | undefined>;

  async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(key)) !== undefined;
  }

  /** Removes a file; removing one that is gone (or no key) is not an error. */
  abstract remove(key: string | undefined | null): Promise<void>;

  /**
   * The keys of the complete files last changed before `olderThanMs` ago: what the retention job
   * checks against the rows that point to files.
   */
  abstract listSettled(olderThanMs: number): Promise<string[]>;

  /** Removes what uploads cut off by a stop or a crash left behind; returns how many went. */
  abstract removeStaleParts(olderThanMs?: number): Promise<number>;

  /** Checks at start that the storage can be reached, saying what to fix when it cannot. */
  abstract verify(): Promise<void>;

  /** Says this process is alive (at start, then every WRITER_HEARTBEAT_MS): its uploads are its own. */
  async markAlive(): Promise<void> {}

  /** On a clean stop: whatever this process's uploads left is now anybody's to remove. */
  async retire(): Promise<void> {}

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
    return this.receive(source, options, () => sourceError).finally(() => {
      // Stays quiet after we are done with it (a late error, say the rest of the body cut off).
      source.off('error', onSourceError);
      source.on('error', () => undefined);
    });
  }

  private async receive(source: Readable, options: SaveOptions, sourceError: () => Error | undefined) {
    if (!/^\.[a-z0-9]{1,8}$/.test(options.extension)) throw new Error(`Bad extension ${options.extension}`);
    const key = `${options.folder}/${randomUUID()}${options.extension}`;
    let sink: UploadSink | undefined;
    let size = 0;
    let sourceDone = false;
    try {
      sink = await this.openSink(key);
      // Iterated rather than piped: graphql-upload-minimal unpipes a file stream at its own size
      // limit, which would leave a pipe waiting forever. Leaving the loop must not destroy it.
      for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > options.maxBytes) throw new TooLarge();
        await sink.write(chunk);
      }
      sourceDone = true;
      if (sourceError()) throw new SourceFailed();
      // busboy cuts a file at its own limit and marks the stream truncated instead of failing.
      if ((source as Readable & { truncated?: boolean }).truncated) throw new TooLarge();
      await sink.finish();
      return { key, size, originalName: options.originalName };
    } catch (error) {
      if (!sourceDone && !sourceError() && !source.destroyed) source.resume(); // read and drop the rest
      await sink?.abort();
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

  /**
   * Writes `source` under `key`, a key storage made before (a copy from another storage, see
   * storage-migrate.ts); the file appears only when complete.
   */
  async writeAt(key: string, source: Readable): Promise<number> {
    const sink = await this.openSink(this.checkKey(key));
    let size = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        await sink.write(chunk);
      }
      await sink.finish();
      return size;
    } catch (error) {
      await sink.abort();
      throw error;
    }
  }

  /** The key itself, when it is one this storage made; anything else is NOT_FOUND. */
  protected checkKey(key: string): string {
    if (!isStorageKey(key)) throw AppError.notFound('No such file.');
    return key;
  }

  /** A whole file in memory, for what must see all of it (an image to resize); refused over `maxBytes`. */
  async readAll(key: string, maxBytes: number): Promise<Buffer> {
    const { stream, size } = await this.open(key);
    if (size > maxBytes) {
      stream.destroy();
      throw new Error(`${key} holds ${size} bytes, more than the ${maxBytes} expected`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * A copy of a stored file under a new key of `folder`, with the same extension: for a second row
   * that must own a file of its own (erasure and retention remove each row's file with it).
   */
  async copy(key: string, options: { folder: StorageFolder; field: string }): Promise<StoredFile> {
    const opened = await this.open(key);
    return this.save(opened.stream, {
      ...options,
      extension: path.extname(key),
      maxBytes: opened.size,
      originalName: path.basename(key),
    });
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

  /** Lets go of connections (S3's sockets); the storage is not used after. */
  async close(): Promise<void> {}
}
