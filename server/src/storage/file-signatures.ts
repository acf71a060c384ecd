import type { FileStorage, StoredFile } from './file-storage';

/**
 * What a file really is, judged by its bytes rather than its name or the sender's MIME type.
 * Reads only the ranges it needs, so a stored file is judged where it lies (disk or bucket).
 */

/** Random access to the bytes of one file. */
export interface ByteReader {
  size: number;
  /** Up to `length` bytes from `position`. */
  read(position: number, length: number): Promise<Buffer>;
}

/** The bytes of a file just stored. */
export function storedBytes(storage: FileStorage, file: StoredFile): ByteReader {
  return { size: file.size, read: (position, length) => storage.readRange(file.key, position, length) };
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Names of the entries of a ZIP file, read from its central directory (empty if not a ZIP). */
export async function zipEntryNames(file: ByteReader): Promise<string[]> {
  const { size } = file;
  if (size < 22) return [];
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await file.read(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return [];
  const directory = await file.read(directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n < entries && at + 46 <= directory.length; n += 1) {
    if (directory.readUInt32LE(at) !== 0x02014b50) return [];
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export type ResumeKind = 'pdf' | 'doc' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** True when the file really is a document of `kind`. */
export async function isResumeOfKind(file: ByteReader, kind: ResumeKind): Promise<boolean> {
  const head = await file.read(0, 1024);
  // Readers accept a PDF header anywhere in the first kilobyte.
  if (kind === 'pdf') return head.indexOf('%PDF-') >= 0;
  if (kind === 'doc') return head.subarray(0, 8).equals(OLE2);
  // A file shorter than the ZIP signature is no document (and readUInt32LE would throw on it).
  if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) return false;
  const names = await zipEntryNames(file);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

export interface ImageKind {
  extension: string;
  contentType: string;
}

/**
 * The raster image type of the file, or undefined. SVG is refused on purpose: it can
 * carry script, and event images are served publicly.
 */
export async function detectImage(file: ByteReader): Promise<ImageKind | undefined> {
  const head = await file.read(0, 32);
  const ascii = (from: number, to: number) => head.toString('latin1', from, to);
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: '.png', contentType: 'image/png' };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { extension: '.jpg', contentType: 'image/jpeg' };
  }
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return { extension: '.gif', contentType: 'image/gif' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { extension: '.webp', contentType: 'image/webp' };
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) {
    return { extension: '.avif', contentType: 'image/avif' };
  }
  if (ascii(0, 2) === 'BM' && head.length >= 26) return { extension: '.bmp', contentType: 'image/bmp' };
  return undefined;
}
