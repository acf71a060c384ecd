import type { Readable } from 'node:stream';

import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { loadSharp } from '../../lib/packages-on-first-use';
import { isUuid } from '../../lib/validation';
import { detectImage, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, OpenedFile, StoredFile } from '../../storage/file-storage';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { requireRole, type Viewer } from '../auth/viewer';
import {
  type ImageVariant,
  MAX_IMAGE_PIXELS,
  renderImageVariants,
  VARIANT_CONTENT_TYPES,
} from '../events/event-image-variants';
import { PRIVACY_POLICY_KEY, type PrivacyVersions } from '../public-forms/privacy-versions';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { filledDocument, imageIdsIn, renderDocument, stableJson } from './content-rendering';
import type { ContentPageSchema } from './content-schema';
import { checkDocument } from './content-validation';
import { SITE_PAGES, sitePage } from './pages';
import {
  INVALID_SITE_IMAGE_MESSAGE,
  NOTHING_TO_PUBLISH_MESSAGE,
  SITE_IMAGE_ALT_REQUIRED_MESSAGE,
  SITE_IMAGE_NOT_FOUND_MESSAGE,
  SITE_REVISION_NOT_FOUND_MESSAGE,
  unknownSiteContentMessage,
} from './site-content.messages';
import type { SiteContent, SiteContentAuthor, SiteContentPage, SiteContentRevision } from './site-content.types';
import type { SiteContentRenderCache } from './site-content-render-cache';
import { type ContentDocument, SiteDocument } from './site-document.entity';
import { SiteDocumentRevision } from './site-document-revision.entity';
import { SiteImage } from './site-image.entity';

/** The longest alternative text a site image takes. */
export const SITE_IMAGE_ALT_MAX = 300;

/** Who may preview drafts at the pages' own addresses: staff (INTERNAL_RECRUITER and higher). */
export const SITE_PREVIEW_ROLE = Role.INTERNAL_RECRUITER;

/** What the public answer of `GET /api/site-content/:key` holds. */
export type SiteContentJson = Pick<SiteContent, 'key' | 'content' | 'version' | 'privacyVersion'>;

/** A document as read: its row, or its seed (published, version 0) when it has none yet. */
interface DocumentState {
  page: ContentPageSchema;
  row: SiteDocument | null;
  draft: ContentDocument;
  published: ContentDocument;
}

export interface SiteContentOptions {
  /** The largest picture upload taken (EVENT_IMAGE_MAX_BYTES, as for event pictures). */
  imageMaxBytes: number;
  /** Today as YYYY-MM-DD, for a new privacy notice version; the UTC date by default. */
  today?: () => string;
}

const authorOf = (user: User | null | undefined): SiteContentAuthor | null =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email } : null;

const personOf = (actor: Actor): string | null => ('apiKey' in actor ? (actor.user?.id ?? null) : actor.id);

/**
 * The public site's editable documents (issue 29): each page's copy, the testimonials, the team and
 * the client logos, described by the page schemas of `pages/`. Staff (ADMIN) edit a draft, checked
 * against its schema; publishing makes it what visitors see, keeps a revision (who, when) and is
 * audited; a revision can be made the draft again. Pages receive the published content rendered:
 * rich text as sanitized HTML, images as their resized copies' addresses. Publishing the privacy
 * policy gives the privacy notice a new version, which the forms then send.
 */
export class SiteContentService {
  private readonly today: () => string;

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly privacyVersions: PrivacyVersions,
    private readonly options: SiteContentOptions,
    /** The published documents' renditions kept between requests (none: each read renders). */
    private readonly renders?: SiteContentRenderCache,
  ) {
    this.today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  // ---- What the public site reads

  /**
   * A document as its page renders it: the published content, or the draft for staff (`viewer`
   * given: the preview; UNAUTHENTICATED/FORBIDDEN for anyone else). NOT_FOUND for an unknown key.
   */
  async rendered(key: string, previewer: Viewer | null = null): Promise<SiteContent> {
    const page = this.schema(key);
    if (previewer) requireRole(previewer, SITE_PREVIEW_ROLE);
    const [answer] = await this.renderedMany([page], previewer !== null);
    return answer!;
  }

  /**
   * Several published documents at once (a page that shows several, such as `/`): three statements
   * at most (documents, images, the privacy version), whatever their number. Unknown keys are NOT_FOUND.
   */
  published(keys: readonly string[]): Promise<SiteContent[]> {
    return this.renderedMany(
      keys.map((key) => this.schema(key)),
      false,
    );
  }

  /** The privacy notice version the site shows now (the pages' `<meta name="privacy-version">`). */
  currentPrivacyVersion(): Promise<string> {
    return this.privacyVersions.current();
  }

  private async renderedMany(pages: readonly ContentPageSchema[], preview: boolean): Promise<SiteContent[]> {
    const states = await this.states(pages);
    const documents = states.map((state) => (preview ? state.draft : state.published));
    const fingerprints = documents.map((document) => stableJson(document));
    const kept = states.map((state, index) =>
      preview ? undefined : this.renders?.get(state.page.key, fingerprints[index]!),
    );
    const missing = states.flatMap((state, index) => (kept[index] ? [] : imageIdsIn(state.page, documents[index]!)));
    const images = await this.imagesById(missing);
    const privacyVersion =
      pages.some((page) => page.key === PRIVACY_POLICY_KEY) && !preview ? await this.privacyVersions.current() : null;
    return states.map((state, index) => {
      let content = kept[index];
      if (!content) {
        content = renderDocument(state.page, documents[index]!, images);
        if (!preview) this.renders?.set(state.page.key, fingerprints[index]!, content);
      }
      return {
        key: state.page.key,
        content,
        version: state.row?.version ?? 0,
        privacyVersion: state.page.key === PRIVACY_POLICY_KEY ? privacyVersion : null,
        preview,
      };
    });
  }

  // ---- The back office

  /** Every document, in SITE_PAGES' order: three statements (rows with their authors, images). */
  async pages(): Promise<SiteContentPage[]> {
    const states = await this.states(SITE_PAGES, true);
    const images = await this.imagesById(states.flatMap((state) => imageIdsIn(state.page, state.draft)));
    return states.map((state) => this.pageView(state, images));
  }

  /** One document; NOT_FOUND for an unknown key. */
  async page(key: string): Promise<SiteContentPage> {
    const [state] = await this.states([this.schema(key)], true);
    return this.pageView(state!, await this.imagesById(imageIdsIn(state!.page, state!.draft)));
  }

  /**
   * Replaces a document's draft, checked against its schema (content-validation.ts; the images it
   * names must exist). Nothing is written when anything is refused.
   */
  async saveDraft(actor: Actor, key: string, content: unknown): Promise<SiteContentPage> {
    const page = this.schema(key);
    const document = await this.checked(page, content, this.em);
    await this.em.transactional(async (tx) => {
      const row = await this.lockedRow(tx, page);
      row.draft = document;
      this.touchDraft(tx, row, actor);
    });
    return this.page(key);
  }

  /**
   * Publishes the draft: it becomes what visitors see, a revision keeps it (who, when), the publish
   * is audited, and for the privacy policy the notice gets a new version; all in one transaction.
   * CONFLICT when the draft is the published content.
   */
  async publish(actor: Actor, key: string): Promise<SiteContentPage> {
    const page = this.schema(key);
    await this.em.transactional(async (tx) => {
      const row = await this.lockedRow(tx, page);
      if (stableJson(filledDocument(page, row.draft)) === stableJson(filledDocument(page, row.published))) {
        throw new AppError('CONFLICT', NOTHING_TO_PUBLISH_MESSAGE);
      }
      // Checked again: a restored revision may predate a rule of the schema.
      const draft = await this.checked(page, filledDocument(page, row.draft), tx);
      const publisher = this.userRef(tx, actor);
      const now = new Date();
      const number = (await this.lastRevisionNumber(tx, key)) + 1;
      const privacyVersion = key === PRIVACY_POLICY_KEY ? await this.privacyVersions.next(this.today(), tx) : null;
      tx.create(SiteDocumentRevision, {
        key,
        number,
        content: draft,
        publishedAt: now,
        publishedBy: publisher,
        privacyVersion,
      });
      row.draft = draft;
      row.published = draft;
      row.publishedAt = now;
      row.publishedBy = publisher;
      row.version = number;
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.SITE_CONTENT_PUBLISHED,
          subject: { type: 'site-content', id: key },
          details: privacyVersion ? { revision: number, privacyVersion } : { revision: number },
        },
        tx,
      );
    });
    this.renders?.invalidate(key);
    return this.page(key);
  }

  /** Throws the draft away: it is the published content again. Nothing to do for a document never edited. */
  async discardDraft(actor: Actor, key: string): Promise<SiteContentPage> {
    const page = this.schema(key);
    await this.em.transactional(async (tx) => {
      const row = await tx.findOne(SiteDocument, { key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || stableJson(filledDocument(page, row.draft)) === stableJson(filledDocument(page, row.published))) {
        return;
      }
      row.draft = row.published;
      this.touchDraft(tx, row, actor);
    });
    return this.page(key);
  }

  /** A document's revisions, the newest first (their publishers in the same statement). */
  async revisions(key: string): Promise<SiteContentRevision[]> {
    this.schema(key);
    const rows = await this.em.find(
      SiteDocumentRevision,
      { key },
      { orderBy: { number: QueryOrder.DESC }, populate: ['publishedBy'] },
    );
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      number: row.number,
      publishedAt: row.publishedAt,
      publishedBy: authorOf(row.publishedBy),
      privacyVersion: row.privacyVersion,
      content: row.content,
    }));
  }

  /**
   * Makes a revision the draft (in the document's current shape: fields added since come from the
   * seed); audited. Publishing it shows it again.
   */
  async restore(actor: Actor, revisionId: string): Promise<SiteContentPage> {
    const revision = isUuid(revisionId) ? await this.em.findOne(SiteDocumentRevision, { id: revisionId }) : null;
    const page = revision ? sitePage(revision.key) : undefined;
    if (!revision || !page) throw AppError.notFound(SITE_REVISION_NOT_FOUND_MESSAGE);
    await this.em.transactional(async (tx) => {
      const row = await this.lockedRow(tx, page);
      row.draft = filledDocument(page, revision.content);
      this.touchDraft(tx, row, actor);
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.SITE_CONTENT_RESTORED,
          subject: { type: 'site-content', id: page.key },
          details: { revision: revision.number },
        },
        tx,
      );
    });
    return this.page(page.key);
  }

  // ---- Pictures

  /** The alternative text, trimmed; BAD_USER_INPUT on `alt` when empty or too long (checked before the file is read). */
  checkImageAlt(alt: string | null | undefined): string {
    const text = alt?.trim() ?? '';
    if (!text) throw AppError.badInput('alt', SITE_IMAGE_ALT_REQUIRED_MESSAGE);
    if (text.length > SITE_IMAGE_ALT_MAX) {
      throw AppError.badInput('alt', `alt must be at most ${SITE_IMAGE_ALT_MAX} characters.`);
    }
    return text;
  }

  /** Streams an uploaded picture into storage (size checked while streaming); addImage makes its copies. */
  saveImageUpload(stream: Readable, originalName: string): Promise<StoredFile> {
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
  async addImage(actor: Actor, upload: StoredFile | undefined, alt: string): Promise<SiteImage> {
    let variants: ImageVariant[] = [];
    try {
      const altText = this.checkImageAlt(alt);
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
        createdBy: this.userRef(this.em, actor),
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
  async imageVariant(id: string, variant: string): Promise<{ file: OpenedFile; contentType: string }> {
    const match = /^(\d{1,5})\.(webp|avif)$/.exec(variant);
    const image = match && isUuid(id) ? await this.em.findOne(SiteImage, { id }) : null;
    const copy = image?.variants.find((one) => one.width === Number(match![1]) && one.format === match![2]);
    if (!copy) throw AppError.notFound(SITE_IMAGE_NOT_FOUND_MESSAGE);
    return { file: await this.storage.open(copy.key), contentType: VARIANT_CONTENT_TYPES[copy.format] };
  }

  // ---- Helpers

  private schema(key: string): ContentPageSchema {
    const page = sitePage(key);
    if (!page) throw AppError.notFound(unknownSiteContentMessage(key));
    return page;
  }

  /** The documents' states in one statement (their authors too, for the back office). */
  private async states(pages: readonly ContentPageSchema[], withAuthors = false): Promise<DocumentState[]> {
    const rows = await this.em.find(
      SiteDocument,
      { key: { $in: pages.map((page) => page.key) } },
      withAuthors ? { populate: ['draftUpdatedBy', 'publishedBy'] } : {},
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return pages.map((page) => {
      const row = byKey.get(page.key) ?? null;
      return {
        page,
        row,
        draft: filledDocument(page, row ? row.draft : page.seed),
        published: filledDocument(page, row ? row.published : page.seed),
      };
    });
  }

  private pageView(state: DocumentState, images: ReadonlyMap<string, SiteImage>): SiteContentPage {
    const { page, row } = state;
    return {
      key: page.key,
      title: page.title,
      path: page.path,
      fields: page.fields as unknown as Record<string, unknown>[],
      draft: state.draft,
      hasUnpublishedChanges: stableJson(state.draft) !== stableJson(state.published),
      draftUpdatedAt: row?.draftUpdatedAt ?? null,
      draftUpdatedBy: authorOf(row?.draftUpdatedBy),
      publishedAt: row?.publishedAt ?? null,
      publishedBy: authorOf(row?.publishedBy),
      version: row?.version ?? 0,
      images: imageIdsIn(page, state.draft).flatMap((id) => images.get(id) ?? []),
    };
  }

  /** A draft checked against its schema (content-validation.ts) with the images it names: its stored form. */
  private async checked(page: ContentPageSchema, content: unknown, em: EntityManager): Promise<ContentDocument> {
    const { document, images } = checkDocument(page, content);
    if (images.length === 0) return document;
    const found = await em.find(SiteImage, { id: { $in: images.map((image) => image.id) } });
    const known = new Set(found.map((image) => image.id));
    const unknown = images.find((image) => !known.has(image.id));
    if (unknown) {
      throw AppError.badInput(
        unknown.path,
        `${unknown.name} (${unknown.path}) names an image that does not exist: upload the picture again.`,
      );
    }
    return document;
  }

  /** The images of these ids that exist, in one statement (none for no ids). */
  private async imagesById(ids: readonly string[]): Promise<Map<string, SiteImage>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const images = await this.em.find(SiteImage, { id: { $in: wanted } });
    return new Map(images.map((image) => [image.id, image]));
  }

  /** The document's row, locked for the transaction; made from the seed first when it has none. */
  private async lockedRow(tx: EntityManager, page: ContentPageSchema): Promise<SiteDocument> {
    await tx.execute(
      'insert into "site_content" ("key", "draft", "published", "version") values (?, ?, ?, 0) on conflict ("key") do nothing',
      [page.key, JSON.stringify(page.seed), JSON.stringify(page.seed)],
    );
    return tx.findOneOrFail(SiteDocument, { key: page.key }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  private touchDraft(tx: EntityManager, row: SiteDocument, actor: Actor): void {
    row.draftUpdatedAt = new Date();
    row.draftUpdatedBy = this.userRef(tx, actor);
  }

  /** The person acting, as a reference (an API key acting alone has none). */
  private userRef(em: EntityManager, actor: Actor): User | null {
    const id = personOf(actor);
    return id ? em.getReference(User, id) : null;
  }

  private async lastRevisionNumber(tx: EntityManager, key: string): Promise<number> {
    const [row] = await tx.execute<{ number: number | null }[]>(
      'select max("number")::int as "number" from "site_content_revision" where "key" = ?',
      [key],
    );
    return row?.number ?? 0;
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
}
