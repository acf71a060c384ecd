import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { AppError } from '../../../server/src/lib/app-error';
import { detectImage, isResumeOfKind } from '../../../server/src/storage/file-signatures';
import { FileStorage } from '../../../server/src/storage/file-storage';
import { docBytes, docxBytes, pdfBytes, pngBytes, zipBytes } from '../../helpers/files';

let root: string;
let storage: FileStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  storage = new FileStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const save = (bytes: Buffer, maxBytes = 1000) =>
  storage.save(Readable.from([bytes]), {
    folder: 'resumes',
    extension: '.pdf',
    maxBytes,
    field: 'resume',
    originalName: 'cv.pdf',
  });

async function filesUnder(folder: string): Promise<string[]> {
  return readdir(path.join(root, folder)).catch(() => []);
}

describe('FileStorage', () => {
  it('stores a file under a generated name and reads it back', async () => {
    const stored = await save(Buffer.from('hello'));
    expect(stored.key).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.size).toBe(5);
    expect(await readFile(stored.path, 'utf8')).toBe('hello');
  });

  it('refuses a file over the limit with 413 naming the field, and leaves nothing on disk', async () => {
    await expect(save(Buffer.alloc(1001))).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'resume' });
    expect(await filesUnder('resumes')).toEqual([]);
  });

  it('refuses keys it did not make (no path traversal)', () => {
    expect(() => storage.pathOf('../../etc/passwd')).toThrow(AppError);
    expect(() => storage.pathOf('resumes/../../x.pdf')).toThrow(AppError);
  });

  it('removes a file, and removing a missing one is not an error', async () => {
    const stored = await save(Buffer.from('x'));
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await filesUnder('resumes')).toEqual([]);
  });
});

describe('file signatures', () => {
  const write = async (name: string, bytes: Buffer) => {
    const file = path.join(root, name);
    await writeFile(file, bytes);
    return file;
  };

  it('recognises PDF, OLE2 .doc and a DOCX package by content', async () => {
    expect(await isResumeOfKind(await write('a.pdf', pdfBytes()), 'pdf')).toBe(true);
    expect(await isResumeOfKind(await write('a.doc', docBytes()), 'doc')).toBe(true);
    expect(await isResumeOfKind(await write('a.docx', docxBytes()), 'docx')).toBe(true);
  });

  it('refuses text named like a document, and a ZIP that is not a Word package', async () => {
    const text = await write('fake.pdf', Buffer.from('just some text'));
    expect(await isResumeOfKind(text, 'pdf')).toBe(false);
    expect(await isResumeOfKind(text, 'doc')).toBe(false);
    expect(await isResumeOfKind(text, 'docx')).toBe(false);
    const zip = await write('fake.docx', zipBytes({ 'hello.txt': 'hi' }));
    expect(await isResumeOfKind(zip, 'docx')).toBe(false);
    expect(await isResumeOfKind(await write('pdf-as-docx.docx', pdfBytes()), 'docx')).toBe(false);
  });

  it('recognises raster images and refuses SVG and text', async () => {
    expect(await detectImage(await write('a.png', pngBytes()))).toEqual({
      extension: '.png',
      contentType: 'image/png',
    });
    expect(await detectImage(await write('a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await detectImage(await write('a.gif', Buffer.from('GIF89a......')))).toMatchObject({
      contentType: 'image/gif',
    });
    expect(
      await detectImage(await write('a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBeUndefined();
    expect(await detectImage(await write('a.txt', Buffer.from('hello')))).toBeUndefined();
  });
});
