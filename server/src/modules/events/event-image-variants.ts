import { Readable } from 'node:stream';

import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/packages-on-first-use';
import type { FileStorage, StoredFile } from '../../storage/file-storage';

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
 * The largest picture decoded, in pixels (width x height): 40 megapixels, more than any camera
 * photo an event needs. A small file can declare huge dimensions (a 5 MB PNG of 16k x 16k pixels
 * decodes to about 1 GB), and sharp's own default allows 268 megapixels.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Every decode: the pixel cap, and reading top to bottom, which keeps less of the image in memory. */
const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true } as const;

function tooManyPixels(width?: number, height?: number): AppError {
  const size = width && height ? ` (this one is ${width} x ${height})` : '';
  return AppError.badInput(
    'image',
    `image has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels${size}.`,
  );
}

/**
 * Resizes an uploaded picture (already known to be an image by its bytes) into the widths the
 * pages use, as AVIF and WebP, turned upright by its EXIF orientation. sharp writes no metadata
 * unless asked (`keepMetadata`/`withMetadata`), so EXIF (GPS, camera serial numbers), XMP and IPTC
 * never reach a variant. Answers an empty list for a picture sharp cannot decode (a type it lacks,
 * such as BMP): such an event keeps serving its original. A picture over MAX_IMAGE_PIXELS is
 * refused (400 on `image`). Stored variants are removed again if any one fails. The upload is
 * read into memory once (it is within EVENT_IMAGE_MAX_BYTES), wherever storage keeps it.
 */
export async function renderImageVariants(storage: FileStorage, original: StoredFile): Promise<ImageVariant[]> {
  const originalBytes = await storage.readAll(original.key, original.size);
  let header: { width?: number; height?: number; orientation?: number };
  try {
    // Reads the header only, so no cap is needed here, and the refusal below can name the size.
    header = await loadSharp()(originalBytes, { limitInputPixels: false }).metadata();
  } catch {
    return [];
  }
  if (header.width && header.height && header.width * header.height > MAX_IMAGE_PIXELS) {
    throw tooManyPixels(header.width, header.height);
  }
  // Orientations 5-8 swap width and height.
  const width = header.orientation && header.orientation >= 5 ? header.height : header.width;
  if (!width) return [];
  const widths = [...new Set(EVENT_IMAGE_WIDTHS.map((target) => Math.min(target, width)))];
  const saved: ImageVariant[] = [];
  try {
    for (const target of widths) {
      for (const format of FORMATS) {
        const pipeline = loadSharp()(originalBytes, DECODE_OPTIONS)
          .rotate()
          .resize({ width: target, withoutEnlargement: true });
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
    // A header that understated the size (an animated image's frames, say): sharp's own cap.
    if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) throw tooManyPixels();
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
