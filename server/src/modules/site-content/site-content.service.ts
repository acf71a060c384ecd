import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { requireRole, type Viewer } from '../auth/viewer';
import { PRIVACY_POLICY_KEY, type PrivacyVersions } from '../public-forms/privacy-versions';
import { Role } from '../users/role';

import { filledDocument, imageIdsIn, renderDocument, stableJson } from './content-rendering';
import type { ContentPageSchema } from './content-schema';
import { checkDocument } from './content-validation';
import { SITE_PAGES, sitePage } from './pages';
import {
  NOTHING_TO_PUBLISH_MESSAGE,
  SITE_REVISION_NOT_FOUND_MESSAGE,
  unknownSiteContentMessage,
} from './site-content.messages';
import type { SiteContent, SiteContentPage, SiteContentRevision } from './site-content.types';
import { actingUserRef, authorOf } from './site-content-authors';
import type { SiteContentRenderCache } from './site-content-render-cache';
import { type ContentDocument, SiteDocument } from './site-document.entity';
import { SiteDocumentRevision } from './site-document-revision.entity';
import { SiteImage } from './site-image.entity';
import type { SiteImageService } from './site-image.service';

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
  /** Today as YYYY-MM-DD, for a new privacy notice version; the UTC date by default. */
  today?: () => string;
}

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
    private readonly images: SiteImageService,
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
    const images = await this.images.byIds(missing);
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
    const images = await this.images.byIds(states.flatMap((state) => imageIdsIn(state.page, state.draft)));
    return states.map((state) => this.pageView(state, images));
  }

  /** One document; NOT_FOUND for an unknown key. */
  async page(key: string): Promise<SiteContentPage> {
    const [state] = await this.states([this.schema(key)], true);
    return this.pageView(state!, await this.images.byIds(imageIdsIn(state!.page, state!.draft)));
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
      const publisher = actingUserRef(tx, actor);
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
    row.draftUpdatedBy = actingUserRef(tx, actor);
  }

  private async lastRevisionNumber(tx: EntityManager, key: string): Promise<number> {
    const [row] = await tx.execute<{ number: number | null }[]>(
      'select max("number")::int as "number" from "site_content_revision" where "key" = ?',
      [key],
    );
    return row?.number ?? 0;
  }
}
