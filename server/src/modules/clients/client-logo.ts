import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/packages-on-first-use';
import { detectImage, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { MAX_IMAGE_PIXELS } from '../events/event-image-variants';

import { INVALID_LOGO_MESSAGE } from './client.messages';

/** The widest a logo is kept: twice the largest size the client page shows it at. */
export const CLIENT_LOGO_WIDTH = 400;
/** A logo's copies: each is stored at `<logoKey>.<format>`. */
export const LOGO_FORMATS = ['webp', 'avif'] as const;
export type LogoFormat = (typeof LOGO_FORMATS)[number];
export const LOGO_CONTENT_TYPES: Record<LogoFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** What changes with each new logo: the `v` of its address, so one address may be cached for good. */
export const logoVersion = (logoKey: string) => logoKey.replace(/^.*\//, '').slice(0, 8);

/** The stored key of one copy of a logo. */
export const logoFileKey = (logoKey: string, format: LogoFormat) => `${logoKey}.${format}`;

/**
 * Turns an uploaded logo (the file as sent, in storage) into its WebP and AVIF copies at most
 * CLIENT_LOGO_WIDTH wide, as event pictures are made (events/event-image-variants.ts): the type read
 * from the bytes, the same pixel cap before decoding, turned upright, and no metadata written (EXIF,
 * XMP and IPTC never reach a copy). The upload itself is never kept or served: it is removed here
 * whatever happens. Answers the new logo key (the copies' common prefix); refuses a file that is no
 * picture sharp can read (400 on `file`). A copy written before a failure is removed again.
 */
export async function renderClientLogo(storage: FileStorage, upload: StoredFile): Promise<string> {
  try {
    if (!(await detectImage(storedBytes(storage, upload)))) throw AppError.badInput('file', INVALID_LOGO_MESSAGE);
    const bytes = await storage.readAll(upload.key, upload.size);
    let header: { width?: number; height?: number };
    try {
      header = await loadSharp()(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw AppError.badInput('file', INVALID_LOGO_MESSAGE);
    }
    if (!header.width || !header.height) throw AppError.badInput('file', INVALID_LOGO_MESSAGE);
    if (header.width * header.height > MAX_IMAGE_PIXELS) {
      throw AppError.badInput(
        'file',
        `file has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${header.width} x ${header.height}).`,
      );
    }
    const logoKey = `client-logos/${randomUUID()}`;
    const written: string[] = [];
    try {
      for (const format of LOGO_FORMATS) {
        const pipeline = loadSharp()(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
          .rotate()
          .resize({ width: CLIENT_LOGO_WIDTH, withoutEnlargement: true });
        const copy = await (
          format === 'avif' ? pipeline.avif({ quality: 60, effort: 2 }) : pipeline.webp({ quality: 85 })
        ).toBuffer();
        const key = logoFileKey(logoKey, format);
        await storage.writeAt(key, Readable.from([copy]));
        written.push(key);
      }
    } catch (error) {
      await Promise.all(written.map((key) => storage.remove(key)));
      if (error instanceof AppError) throw error;
      throw AppError.badInput('file', INVALID_LOGO_MESSAGE);
    }
    return logoKey;
  } finally {
    await storage.remove(upload.key);
  }
}

/** Removes a logo's copies (nothing for null). */
export async function removeClientLogo(storage: FileStorage, logoKey: string | null | undefined): Promise<void> {
  if (!logoKey) return;
  await Promise.all(LOGO_FORMATS.map((format) => storage.remove(logoFileKey(logoKey, format))));
}
