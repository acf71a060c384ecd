import type { Readable } from 'node:stream';

import busboy from 'busboy';
import type { Request } from 'express';

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
  /** Asked when the file part begins, with the text fields sent before it; throwing refuses the form. */
  beforeFile?(fields: Record<string, string>): Promise<void>;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  /** Undefined when no file (or an empty one) was sent. */
  file?: StoredFile;
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/** Reads and drops a file stream nobody wants; busboy may still fail it (a body cut off). */
function discard(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * Reads a multipart/form-data request: text fields into memory (each capped), the file streamed
 * straight into storage. It always settles: a refusal (too large, a bad file name, a malformed or
 * cut-off body) rejects at once while the rest of the request is read and dropped here, so the
 * answer can go out; a stored file is removed before any error is thrown.
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
      req.resume();
      reject(AppError.badInput('body', 'The request must be multipart/form-data.'));
      return;
    }
    const fields: Record<string, string> = {};
    let saving: Promise<StoredFile> | undefined;
    let failure: Error | undefined;
    let settled = false;

    const settle = async () => {
      if (settled) return;
      settled = true;
      let file: StoredFile | undefined;
      try {
        file = saving ? await saving : undefined;
      } catch (error) {
        failure ??= error as Error;
      }
      if (failure || !file || file.size === 0) await options.storage.remove(file?.key);
      if (failure) reject(failure);
      else resolve({ fields, file: file && file.size > 0 ? file : undefined });
    };
    // busboy stops reading once it failed, and waits forever on a file stream that no one reads:
    // the request is drained here instead, so the client finishes sending and reads the answer.
    const fail = (error: Error) => {
      failure ??= error;
      req.unpipe(parser);
      req.resume();
      void settle();
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        fail(AppError.tooLarge(name, MAX_TEXT_FIELD_BYTES));
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField || saving || failure) {
        discard(stream);
        return;
      }
      let extension: string;
      try {
        extension = options.extensionFor(info.filename ?? '');
      } catch (error) {
        discard(stream);
        fail(error as Error);
        return;
      }
      const save = () =>
        // save() attaches its error listener before it awaits anything.
        options.storage.save(stream, {
          folder: options.folder,
          extension,
          maxBytes: options.maxBytes,
          field: options.fileField,
          originalName: info.filename ?? '',
        });
      if (options.beforeFile) {
        // Unread meanwhile, the stream waits; a failure of it (a body cut off) is seen by save().
        let cutOff: Error | undefined;
        const onEarlyError = (error: Error) => (cutOff ??= error);
        stream.on('error', onEarlyError);
        saving = options.beforeFile({ ...fields }).then(
          () => {
            stream.off('error', onEarlyError);
            if (cutOff) {
              discard(stream);
              throw AppError.badInput(
                options.fileField,
                `${options.fileField} did not arrive whole: the upload was cut off.`,
              );
            }
            return save();
          },
          (refusal: unknown) => {
            discard(stream);
            throw refusal;
          },
        );
      } else {
        saving = save();
      }
      saving.catch((error: Error) => fail(error));
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      parser.on(limit, () => fail(AppError.badInput('body', 'The form has too many parts.')));
    }
    parser.on('error', () => fail(AppError.badInput('body', 'The multipart body is malformed or incomplete.')));
    parser.on('close', () => void settle());
    // A client that goes away mid-body: busboy would wait for the rest forever.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The client closed the request before its end.'));
    });
    req.pipe(parser);
  });
}
