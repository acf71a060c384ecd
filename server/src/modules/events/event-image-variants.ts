import { Readable } from 'node:stream';

import type { FileStorage } from '../../storage/file-storage';
import { loadSharp } from '../../lib/packages-on-first-use';

/** One resized copy of an event's picture. */
export interface ImageVariant {
  format: 'avif' | 'webp';
  /** Its real width in pixels (never wider than the upload: pictures are not enlarged). */
  width: number;
  /** Its storage key. */
  key: string;
}

/**
 * The widths the pages show event pictures at: a card in the three-column grid or a phone (480),
 * the event page on a laptop (960), and either on a high-density screen (1440).
 */
export const EVENT_IMAGE_WIDTHS = [480, 960, 1440] as const;
const FORMATS = ['avif', 'webp'] as const;
export const VARIANT_CONTENT_TYPES: Record<ImageVariant['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * Resizes an uploaded picture (already known to be an image by its bytes) into the widths the
 * pages use, as AVIF and WebP, turned upright by its EXIF orientation. sharp writes no metadata
 * unless asked (`keepMetadata`/`withMetadata`), so EXIF (GPS, camera serial numbers), XMP and IPTC
 * never reach a variant. Answers an empty list for a picture sharp cannot decode (a type it lacks,
 * such as BMP): such an event keeps serving its original. Stored variants are removed again if
 * any one fails.
 */
export async function renderImageVariants(storage: FileStorage, originalPath: string): Promise<ImageVariant[]> {
  let width: number | undefined;
  try {
    const meta = await loadSharp()(originalPath).metadata();
    // Orientations 5-8 swap width and height.
    width = meta.orientation && meta.orientation >= 5 ? meta.height : meta.width;
  } catch {
    return [];
  }
  if (!width) return [];
  const widths = [...new Set(EVENT_IMAGE_WIDTHS.map((target) => Math.min(target, width)))];
  const saved: ImageVariant[] = [];
  try {
    for (const target of widths) {
      for (const format of FORMATS) {
        const pipeline = loadSharp()(originalPath).rotate().resize({ width: target, withoutEnlargement: true });
        const bytes = await (
          format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })
        ).toBuffer();
        const stored = await storage.save(Readable.from([bytes]), {
          folder: 'event-images',
          extension: `.${format}`,
          maxBytes: Number.MAX_SAFE_INTEGER,
          field: 'image',
          originalName: `variant.${format}`,
        });
        saved.push({ format, width: target, key: stored.key });
      }
    }
  } catch (error) {
    await Promise.all(saved.map((variant) => storage.remove(variant.key)));
    if (isDecodeError(error)) return [];
    throw error;
  }
  return saved;
}

/** sharp's refusals of a file it cannot read (truncated or malformed data behind a valid signature). */
function isDecodeError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Input file|unsupported image format|corrupt|premature|bad seek|VipsJpeg|pngload|gifload|webpload|heifload/i.test(
      error.message,
    )
  );
}
