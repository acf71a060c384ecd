import type { Request } from 'express';
import busboy from 'busboy';

import { AppError } from '../lib/app-error';
import type { FileStorage, SaveOptions, StoredFile } from '../storage/file-storage';

export interface MultipartOptions {
  /** The one file field read; other file fields are ignored. */
  fileField: string;
  storage: FileStorage;
  folder: SaveOptions['folder'];
  maxBytes: number;
  /** The stored file's extension for the sender's file name, or an AppError to refuse it. */
  extensionFor(originalName: string): string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  /** Undefined when no file (or an empty one) was sent. */
  file?: StoredFile;
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data request: text fields into memory (each capped), the file streamed
 * straight into storage. Whatever fails, a stored file is removed before the error is thrown.
 */
export function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: options.maxBytes + 1, files: 4, fields: 50, fieldSize: MAX_TEXT_FIELD_BYTES },
      });
    } catch {
      reject(AppError.badInput('body', 'The request must be multipart/form-data.'));
      return;
    }
    const fields: Record<string, string> = {};
    let saving: Promise<StoredFile | AppError | Error> | undefined;
    let failure: Error | undefined;

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new AppError('PAYLOAD_TOO_LARGE', `${name} is too long.`, name);
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || saving || failure) {
        stream.resume();
        return;
      }
      let extension: string;
      try {
        extension = options.extensionFor(info.filename ?? '');
      } catch (error) {
        failure = error as Error;
        stream.resume();
        return;
      }
      saving = options.storage
        .save(stream, {
          folder: options.folder,
          extension,
          maxBytes: options.maxBytes,
          field: options.fileField,
          originalName: info.filename ?? '',
        })
        .catch((error: Error) => error);
    });
    let finished = false;
    const finish = async () => {
      if (finished) return;
      finished = true;
      const saved = saving ? await saving : undefined;
      const file = saved && !(saved instanceof Error) ? saved : undefined;
      const problem = failure ?? (saved instanceof Error ? saved : undefined);
      if (problem || !file || file.size === 0) await options.storage.remove(file?.key);
      if (problem) reject(problem);
      else resolve({ fields, file: file && file.size > 0 ? file : undefined });
    };
    parser.on('error', () => {
      failure ??= AppError.badInput('body', 'The multipart body is malformed.');
      req.unpipe(parser);
      req.resume();
      void finish();
    });
    parser.on('close', () => void finish());
    req.pipe(parser);
  });
}

/** Runs `work` with a stored file, removing the file when `work` fails. */
export async function keepFileOnlyIfDone<T>(
  storage: FileStorage,
  file: StoredFile | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await storage.remove(file?.key);
    throw error;
  }
}
