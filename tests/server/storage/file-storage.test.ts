/**
 * The storage suite, run against both adapters: files on disk, and a bucket of a real
 * S3-compatible server (s3rver, started here).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { createFileStorage } from '../../../server/src/storage/create-file-storage';
import { detectImage, isResumeOfKind, storedBytes } from '../../../server/src/storage/file-signatures';
import type { FileStorage, SaveOptions } from '../../../server/src/storage/file-storage';
import { docBytes, docxBytes, pdfBytes, pngBytes, zipBytes } from '../../helpers/files';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';

let s3: TestS3;
let root: string;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());

let run = 0;
/** A storage of the kind with nothing in it: a fresh folder, or a fresh prefix of the bucket. */
async function emptyStorage(kind: 'file' | 's3'): Promise<FileStorage> {
  run += 1;
  if (kind === 'file') {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    return createFileStorage({ kind: 'file', dir: root });
  }
  return createFileStorage(s3.location(`run-${run}`));
}

const options = (overrides: Partial<SaveOptions> = {}): SaveOptions => ({
  folder: 'resumes',
  extension: '.pdf',
  maxBytes: 1000,
  field: 'resume',
  originalName: 'cv.pdf',
  ...overrides,
});

/** A stream of `total` bytes in 64 KiB chunks, each byte its position modulo 251. */
function patterned(total: number): { stream: Readable; bytes: Buffer } {
  const bytes = Buffer.alloc(total);
  for (let i = 0; i < total; i += 1) bytes[i] = i % 251;
  const chunks: Buffer[] = [];
  for (let at = 0; at < total; at += 65536) chunks.push(bytes.subarray(at, at + 65536));
  return { stream: Readable.from(chunks), bytes };
}

/** A stream that sends some bytes and then fails, as a request body cut off does. */
function cutOffStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('aborted'));
      else {
        sent = true;
        this.push(Buffer.alloc(100));
      }
    },
  });
}

async function readAllOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(['file', 's3'] as const)('FileStorage on %s', (kind) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = await emptyStorage(kind);
    await storage.verify();
  });
  afterEach(async () => {
    await storage.close();
    if (kind === 'file') await rm(root, { recursive: true, force: true });
  });

  it('stores a file under a generated name and reads it back whole, with its size', async () => {
    const stored = await storage.save(Readable.from([Buffer.from('hello')]), options());
    expect(stored.key).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.size).toBe(5);
    const opened = await storage.open(stored.key);
    expect(opened.size).toBe(5);
    expect((await readAllOf(opened.stream)).toString()).toBe('hello');
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it('streams a file larger than one multipart part through and back unchanged', async () => {
    const { stream, bytes } = patterned(12 * 1024 * 1024 + 123);
    const stored = await storage.save(stream, options({ maxBytes: 20 * 1024 * 1024 }));
    expect(stored.size).toBe(bytes.length);
    const opened = await storage.open(stored.key);
    expect(opened.size).toBe(bytes.length);
    expect((await readAllOf(opened.stream)).equals(bytes)).toBe(true);
  }, 60_000);

  it('refuses a file over the limit with 413 naming the field, and keeps nothing (a large one too)', async () => {
    await expect(storage.save(Readable.from([Buffer.alloc(1001)]), options())).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'resume',
    });
    const { stream } = patterned(12 * 1024 * 1024);
    await expect(storage.save(stream, options({ maxBytes: 11 * 1024 * 1024 }))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storage.listSettled(0)).toEqual([]);
    if (kind === 'file') expect(await readdir(path.join(root, 'resumes'))).toEqual([]);
  }, 60_000);

  it('an upload cut off is an input error on the field, and keeps nothing', async () => {
    await expect(storage.save(cutOffStream(), options())).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'resume',
      message: 'resume did not arrive whole: the upload was cut off.',
    });
    expect(await storage.listSettled(0)).toEqual([]);
  });

  it('refuses keys it did not make (no path traversal), as not found', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.open('resumes/../../x.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.remove('resumes/../x.pdf')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says a missing file is missing, and removing a file twice is not an error', async () => {
    const stored = await storage.save(Readable.from([Buffer.from('x')]), options());
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    await expect(storage.open(stored.key)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'The file is missing.',
    });
  });

  it('reads ranges: the start, the middle, past the end', async () => {
    const stored = await storage.save(Readable.from([Buffer.from('0123456789')]), options());
    expect((await storage.readRange(stored.key, 0, 4)).toString()).toBe('0123');
    expect((await storage.readRange(stored.key, 6, 100)).toString()).toBe('6789');
    expect((await storage.readRange(stored.key, 10, 5)).length).toBe(0);
  });

  it('lists complete files by age, in both folders, and nothing of another storage', async () => {
    const resume = await storage.save(Readable.from([Buffer.from('a')]), options());
    const image = await storage.save(
      Readable.from([pngBytes()]),
      options({ folder: 'event-images', extension: '.png', field: 'image' }),
    );
    expect((await storage.listSettled(0)).sort()).toEqual([resume.key, image.key].sort());
    expect(await storage.listSettled(60 * 60_000)).toEqual([]);
    const other = await emptyStorage(kind);
    expect(await other.listSettled(0)).toEqual([]);
    await other.close();
  });

  it('removeOnFailure removes the file when the work fails, and keeps it when it succeeds', async () => {
    const kept = await storage.save(Readable.from([Buffer.from('a')]), options());
    await expect(storage.removeOnFailure(kept, async () => 'ok')).resolves.toBe('ok');
    const dropped = await storage.save(Readable.from([Buffer.from('b')]), options());
    await expect(
      storage.removeOnFailure(dropped, async () => {
        throw new Error('no row');
      }),
    ).rejects.toThrow('no row');
    expect(await storage.exists(kept.key)).toBe(true);
    expect(await storage.exists(dropped.key)).toBe(false);
  });

  it('judges what a stored file really is by its bytes', async () => {
    const judge = async (bytes: Buffer) => {
      const stored = await storage.save(Readable.from([bytes]), options({ maxBytes: 1_000_000 }));
      return storedBytes(storage, stored);
    };
    expect(await isResumeOfKind(await judge(pdfBytes()), 'pdf')).toBe(true);
    expect(await isResumeOfKind(await judge(docBytes()), 'doc')).toBe(true);
    expect(await isResumeOfKind(await judge(docxBytes()), 'docx')).toBe(true);
    const text = await judge(Buffer.from('just some text'));
    expect(await isResumeOfKind(text, 'pdf')).toBe(false);
    expect(await isResumeOfKind(text, 'docx')).toBe(false);
    expect(await isResumeOfKind(await judge(zipBytes({ 'hello.txt': 'hi' })), 'docx')).toBe(false);
    expect(await detectImage(await judge(pngBytes()))).toEqual({ extension: '.png', contentType: 'image/png' });
  });
});

describe('file signatures', () => {
  /** The bytes themselves, read as storage would. */
  const bytesOf = (bytes: Buffer) => ({
    size: bytes.length,
    read: async (position: number, length: number) => bytes.subarray(position, position + length),
  });

  it('refuses text named like a document, and a PDF named like a Word file', async () => {
    const text = bytesOf(Buffer.from('just some text'));
    expect(await isResumeOfKind(text, 'doc')).toBe(false);
    expect(await isResumeOfKind(bytesOf(pdfBytes()), 'docx')).toBe(false);
    expect(await isResumeOfKind(bytesOf(Buffer.from('PK')), 'docx')).toBe(false);
  });

  it('recognises raster images and refuses SVG and text', async () => {
    expect(await detectImage(bytesOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await detectImage(bytesOf(Buffer.from('GIF89a......')))).toMatchObject({ contentType: 'image/gif' });
    expect(await detectImage(bytesOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeUndefined();
    expect(await detectImage(bytesOf(Buffer.from('hello')))).toBeUndefined();
  });
});
