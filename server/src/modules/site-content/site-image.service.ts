import type { Readable } from 'node:stream';

import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/packages-on-first-use';
import { isUuid } from '../../lib/validation';
import { detectImage, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, OpenedFile, StoredFile } from '../../storage/file-storage';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import {
  type ImageVariant,
  MAX_IMAGE_PIXELS,
  renderImageVariants,
  VARIANT_CONTENT_TYPES,
} from '../events/event-image-variants';

import {
  INVALID_SITE_IMAGE_MESSAGE,
  SITE_IMAGE_ALT_REQUIRED_MESSAGE,
  SITE_IMAGE_NOT_FOUND_MESSAGE,
} from './site-content.messages';
import { actingUserRef } from './site-content-authors';
import { SiteImage } from './site-image.entity';

/** The longest alternative text a site image takes. */
export const SITE_IMAGE_ALT_MAX = 300;

export interface SiteImageOptions {
  /** The largest picture upload taken (EVENT_IMAGE_MAX_BYTES, as for event pictures). */
  imageMaxBytes: number;
}

/**
 * The public site's pictures (team photos, testimonials, client logos): each upload becomes resized
 * AVIF and WebP copies without metadata, with its alternative text required; the documents of
 * SiteContentService refer to them by id.
 */
export class SiteImageService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly options: SiteImageOptions,
  ) {}

  /** The alternative text, trimmed; BAD_USER_INPUT on `alt` when empty or too long (checked before the file is read). */
  checkAlt(alt: string | null | undefined): string {
    const text = alt?.trim() ?? '';
    if (!text) throw AppError.badInput('alt', SITE_IMAGE_ALT_REQUIRED_MESSAGE);
    if (text.length > SITE_IMAGE_ALT_MAX) {
      throw AppError.badInput('alt', `alt must be at most ${SITE_IMAGE_ALT_MAX} characters.`);
    }
    return text;
  }

  /** Streams an uploaded picture into storage (size checked while streaming); add makes its copies. */
  saveUpload(stream: Readable, originalName: string): Promise<StoredFile> {
    return this.storage.save(stream, {
      folder: 'event-images',
      // The name says nothing: the picture's type is read from its bytes.
      extension: '.img',
      maxBytes: this.options.imageMaxBytes,
      field: 'file',
      originalName,
    });
  }

  /**
   * Adds a picture: the upload becomes its resized AVIF and WebP copies (no metadata) and is itself
   * removed, whatever happens. BAD_USER_INPUT on `alt` (empty) or `file` (missing, not a picture,
   * too many pixels); no copy stays after a refusal. Audited.
   */
  async add(actor: Actor, upload: StoredFile | undefined, alt: string): Promise<SiteImage> {
    let variants: ImageVariant[] = [];
    try {
      const altText = this.checkAlt(alt);
      if (!upload) throw AppError.badInput('file', INVALID_SITE_IMAGE_MESSAGE);
      if (!(await detectImage(storedBytes(this.storage, upload)))) {
        throw AppError.badInput('file', INVALID_SITE_IMAGE_MESSAGE);
      }
      const size = await this.uprightSize(upload);
      try {
        variants = await renderImageVariants(this.storage, upload);
      } catch (error) {
        // Its refusal of too many pixels names `image`; here the field is `file`.
        if (error instanceof AppError && error.field === 'image')
          throw AppError.badInput('file', error.message.replace(/^image/, 'file'));
        throw error;
      }
      if (variants.length === 0) throw AppError.badInput('file', INVALID_SITE_IMAGE_MESSAGE);
      const image = this.em.create(SiteImage, {
        alt: altText,
        width: size.width,
        height: size.height,
        variants,
        createdBy: actingUserRef(this.em, actor),
      });
      this.audit.record({
        actor: auditActor(actor),
        action: AuditAction.SITE_IMAGE_UPLOADED,
        subject: { type: 'site-image', id: image.id },
        details: { width: size.width, height: size.height },
      });
      await this.em.flush();
      return image;
    } catch (error) {
      await Promise.all(variants.map((variant) => this.storage.remove(variant.key)));
      throw error;
    } finally {
      await this.storage.remove(upload?.key);
    }
  }

  /** One copy of a picture, by its address's last part (`480.webp`); NOT_FOUND otherwise. */
  async variant(id: string, variant: string): Promise<{ file: OpenedFile; contentType: string }> {
    const match = /^(\d{1,5})\.(webp|avif)$/.exec(variant);
    const image = match && isUuid(id) ? await this.em.findOne(SiteImage, { id }) : null;
    const copy = image?.variants.find((one) => one.width === Number(match![1]) && one.format === match![2]);
    if (!copy) throw AppError.notFound(SITE_IMAGE_NOT_FOUND_MESSAGE);
    return { file: await this.storage.open(copy.key), contentType: VARIANT_CONTENT_TYPES[copy.format] };
  }

  /** The picture's width and height as shown (EXIF orientations 5-8 swap them); BAD_USER_INPUT on `file` when unreadable or too large. */
  private async uprightSize(upload: StoredFile): Promise<{ width: number; height: number }> {
    const bytes = await this.storage.readAll(upload.key, upload.size);
    let header: { width?: number; height?: number; orientation?: number };
    try {
      header = await loadSharp()(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw AppError.badInput('file', INVALID_SITE_IMAGE_MESSAGE);
    }
    if (!header.width || !header.height) throw AppError.badInput('file', INVALID_SITE_IMAGE_MESSAGE);
    if (header.width * header.height > MAX_IMAGE_PIXELS) {
      throw AppError.badInput(
        'file',
        `file has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${header.width} x ${header.height}).`,
      );
    }
    const swapped = header.orientation !== undefined && header.orientation >= 5;
    return swapped ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
  }

  /** The images of these ids that exist, in one statement (none for no ids). */
  async byIds(ids: readonly string[]): Promise<Map<string, SiteImage>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const images = await this.em.find(SiteImage, { id: { $in: wanted } });
    return new Map(images.map((image) => [image.id, image]));
  }
}
