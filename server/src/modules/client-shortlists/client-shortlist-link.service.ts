// This file passes 400 lines: a client's link, from the e-mailed code to the answers and resumes, is one access check.
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { recordRef } from '../../lib/record-ref';
import { isUuid } from '../../lib/validation';
import type { MailService } from '../../mail/mail.service';
import type { FileStorage } from '../../storage/file-storage';
import { ResumeText, ResumeTextState } from '../applications/resume-text.entity';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { hasRole, Role } from '../users/role';
import type { User } from '../users/user.entity';

import { ClientShortlist } from './client-shortlist.entity';
import { ANSWER_COMMENT_MAX_LENGTH, ANSWER_REASON_MAX_LENGTH, SHORTLIST_MAX_DAYS } from './client-shortlist.inputs';
import {
  CODE_FIRST_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  RESUME_NOT_SHARED_MESSAGE,
  SHORTLIST_UNAVAILABLE_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './client-shortlist.messages';
import { SHORTLIST_POPULATE, shortlistSubject } from './client-shortlist.service';
import {
  ClientShortlistAccess,
  ClientShortlistAnswer,
  type ClientShortlistCandidate,
  type ClientShortlistPage,
} from './client-shortlist.types';
import { ClientShortlistBrowser } from './client-shortlist-browser.entity';
import { ClientShortlistCode } from './client-shortlist-code.entity';
import { ClientShortlistEntry } from './client-shortlist-entry.entity';
import { codeHash, emailHint, isTokenShaped, newCode, newToken, sameHash, tokenHash } from './client-shortlist-secrets';
import { textAsWatermarkedPdf, watermarkPdf, watermarkText } from './client-shortlist-watermark';

/** How long a one-time code works. */
export const CODE_TTL_MINUTES = 10;
/** Wrong codes that kill a live code. */
export const CODE_MAX_ATTEMPTS = 5;
/**
 * Codes sent for one shortlist per hour, counted from the code rows of the last hour (under a lock
 * of the shortlist's row, so two requests at once cannot both pass).
 */
export const CODES_PER_HOUR = 5;

/** Who acts on a shortlist's page: its contact, who has no account (the log names them by the shortlist). */
export const CLIENT_CONTACT_ACTOR: AuditActor = { id: null, label: 'client contact' };

/** The answers in the words of the recruiter's e-mail. */
const ANSWER_WORDS: Record<ClientShortlistAnswer, string> = {
  [ClientShortlistAnswer.INTERESTED]: 'Interested',
  [ClientShortlistAnswer.NOT_INTERESTED]: 'Not interested',
  [ClientShortlistAnswer.QUESTION]: 'with a question',
};

const unavailable = () => AppError.notFound(SHORTLIST_UNAVAILABLE_MESSAGE);

/** Whether a shortlist's sender may still share one: an enabled account of INTERNAL_RECRUITER or higher. */
export function senderMayShare(sender: User | null | undefined): boolean {
  return !!sender && !sender.disabled && hasRole(sender.role, Role.INTERNAL_RECRUITER);
}

/** The page's answer together with the browser cookie to set, when a code was just entered. */
export interface VerifiedPage {
  page: ClientShortlistPage;
  /** The browser token for the cookie (the one the browser had, or a new one). */
  browserToken: string;
  /** Seconds the cookie should live: until the latest expiry of the shortlists it opens. */
  maxAgeSeconds: number;
}

/** A watermarked resume, ready to send. */
export interface ShortlistResume {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * The client contact's side of a shortlist, reached by its link's token without staff sign-in:
 * the page (candidates only for a browser that entered a one-time code), the codes, answers and
 * watermarked resumes. Every operation first checks that the link still works (known token, not
 * expired, not revoked, its sender's account enabled and still a recruiter) and answers the one
 * NOT_FOUND message otherwise.
 */
export class ClientShortlistLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
    private readonly options: { publicUrl: string; resumeMaxBytes: number; secureCookies: boolean },
  ) {}

  /** Whether the browser cookie is Secure whatever the request says (PUBLIC_URL is https). */
  get secureCookies(): boolean {
    return this.options.secureCookies;
  }

  /** The shortlist of a working link, with its job, contact, client and sender; NOT_FOUND otherwise. */
  private async live(token: string, em: EntityManager = this.em): Promise<ClientShortlist> {
    if (!isTokenShaped(token)) throw unavailable();
    const shortlist = await em.findOne(
      ClientShortlist,
      { tokenHash: tokenHash(token) },
      { populate: SHORTLIST_POPULATE, refresh: true },
    );
    if (
      !shortlist ||
      shortlist.revokedAt ||
      shortlist.expiresAt.getTime() <= Date.now() ||
      !senderMayShare(shortlist.sentBy)
    ) {
      throw unavailable();
    }
    return shortlist;
  }

  /** The row of a browser that entered a code for this shortlist, or null. */
  private async browserOf(
    shortlist: ClientShortlist,
    browserToken: string | undefined,
  ): Promise<ClientShortlistBrowser | null> {
    if (!isTokenShaped(browserToken)) return null;
    return this.em.findOne(ClientShortlistBrowser, { shortlist, tokenHash: tokenHash(browserToken) });
  }

  /** What every state of the page shows: who sent it, for which job and client, until when. */
  private pageHead(shortlist: ClientShortlist): Omit<ClientShortlistPage, 'access' | 'candidates' | 'message'> {
    return {
      contactEmailHint: emailHint(shortlist.contact.email),
      clientName: shortlist.contact.client.name,
      jobTitle: shortlist.job.title,
      recruiterName: shortlist.sentByName,
      expiresAt: shortlist.expiresAt,
    };
  }

  /** A candidate as the client sees them: only what the shortlist shares. */
  private candidate(shortlist: ClientShortlist, token: string, entry: ClientShortlistEntry): ClientShortlistCandidate {
    const { application } = entry;
    return {
      entryId: entry.id,
      fullName: application.fullName,
      note: entry.note,
      linkedIn: shortlist.shareLinkedIn && application.linkedIn ? application.linkedIn : null,
      email: shortlist.shareEmail ? application.email : null,
      phone: shortlist.sharePhone ? application.phone : null,
      resumeUrl: shortlist.shareResume ? `/shortlists/${token}/resumes/${entry.id}` : null,
      answer: entry.answer,
      answerReason: entry.answerReason,
      answerComment: entry.answerComment,
      answeredAt: entry.answeredAt,
    };
  }

  /** The open page: every candidate; the open is audited and the first one remembered. */
  private async openPage(
    shortlist: ClientShortlist,
    token: string,
    browser: ClientShortlistBrowser,
  ): Promise<ClientShortlistPage> {
    const now = new Date();
    browser.lastSeenAt = now;
    shortlist.firstOpenedAt ??= now;
    this.audit.record({
      actor: CLIENT_CONTACT_ACTOR,
      action: AuditAction.CLIENT_SHORTLIST_OPENED,
      subject: shortlistSubject(shortlist),
      details: { jobId: shortlist.job.id },
    });
    await this.em.flush();
    const entries = await this.em.find(
      ClientShortlistEntry,
      { shortlist },
      { populate: ['application'], orderBy: { position: QueryOrder.ASC } },
    );
    return {
      ...this.pageHead(shortlist),
      access: ClientShortlistAccess.OPEN,
      message: shortlist.message,
      candidates: entries.map((entry) => this.candidate(shortlist, token, entry)),
    };
  }

  /**
   * The page of a link: OPEN with the candidates for a browser that entered a code (audited as an
   * open), CODE_REQUIRED with no candidate data and no message otherwise.
   */
  async page(token: string, browserToken: string | undefined): Promise<ClientShortlistPage> {
    const shortlist = await this.live(token);
    const browser = await this.browserOf(shortlist, browserToken);
    if (browser) return this.openPage(shortlist, token, browser);
    return { ...this.pageHead(shortlist), access: ClientShortlistAccess.CODE_REQUIRED, message: '', candidates: [] };
  }

  /**
   * E-mails the contact a one-time code (CODE_TTL_MINUTES, once); audited. At most CODES_PER_HOUR
   * per shortlist: TOO_MANY_REQUESTS past it, with the seconds to wait.
   */
  async requestCode(token: string): Promise<boolean> {
    const shortlist = await this.live(token);
    await this.em.transactional(async (tx) => {
      await tx.findOneOrFail(ClientShortlist, { id: shortlist.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = Date.now();
      const recent = await tx.find(
        ClientShortlistCode,
        { shortlist: shortlist.id, createdAt: { $gt: new Date(now - 3_600_000) } },
        { orderBy: { createdAt: QueryOrder.ASC }, fields: ['id', 'createdAt'] },
      );
      if (recent.length >= CODES_PER_HOUR) {
        const wait = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + 3_600_000 - now) / 1000));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_CODES_MESSAGE, 'token', wait);
      }
      const code = newCode();
      const row = tx.create(ClientShortlistCode, {
        shortlist: tx.getReference(ClientShortlist, shortlist.id),
        codeHash: '',
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
      });
      row.codeHash = codeHash(row.id, code);
      this.mail.queue(
        {
          about: recordRef('client-shortlist', shortlist.id),
          to: shortlist.contact.email,
          subject: `Your code: ${code}`,
          text:
            `Dear ${shortlist.contact.fullName},\n\nYour code to open the shortlist for ${shortlist.job.title} is:\n\n` +
            `${code}\n\nIt works once, for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore ` +
            'this e-mail.',
        },
        tx,
      );
      this.audit.record(
        {
          actor: CLIENT_CONTACT_ACTOR,
          action: AuditAction.CLIENT_SHORTLIST_CODE_SENT,
          subject: shortlistSubject(shortlist),
          details: { jobId: shortlist.job.id },
        },
        tx,
      );
    });
    return true;
  }

  /**
   * Checks a code against the shortlist's live ones (unused, unexpired, fewer than CODE_MAX_ATTEMPTS
   * wrong tries). Right: the code is used up, this browser is remembered for the shortlist (its
   * token kept, or a new one) and the open page is answered. Wrong: every live code counts a wrong
   * try (committed), and BAD_USER_INPUT names `code`.
   */
  async verifyCode(token: string, code: string, browserToken: string | undefined): Promise<VerifiedPage> {
    const shortlist = await this.live(token);
    const entered = code.replace(/\s+/g, '');
    const now = new Date();
    const browser = await this.em.transactional(async (tx) => {
      const live = /^\d{6}$/.test(entered)
        ? await tx.find(
            ClientShortlistCode,
            {
              shortlist: shortlist.id,
              usedAt: null,
              expiresAt: { $gt: now },
              attempts: { $lt: CODE_MAX_ATTEMPTS },
            },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          )
        : [];
      const match = live.find((row) => sameHash(codeHash(row.id, entered), row.codeHash));
      if (!match) {
        for (const row of live) row.attempts += 1;
        return null;
      }
      match.usedAt = now;
      const kept = isTokenShaped(browserToken) ? browserToken : newToken();
      const hash = tokenHash(kept);
      const existing = await tx.findOne(ClientShortlistBrowser, { shortlist: shortlist.id, tokenHash: hash });
      if (existing) existing.verifiedAt = now;
      else
        tx.create(ClientShortlistBrowser, {
          shortlist: tx.getReference(ClientShortlist, shortlist.id),
          tokenHash: hash,
        });
      this.audit.record(
        {
          actor: CLIENT_CONTACT_ACTOR,
          action: AuditAction.CLIENT_SHORTLIST_BROWSER_VERIFIED,
          subject: shortlistSubject(shortlist),
          details: { jobId: shortlist.job.id },
        },
        tx,
      );
      return kept;
    });
    if (!browser) throw AppError.badInput('code', WRONG_CODE_MESSAGE);
    const row = await this.browserOf(shortlist, browser);
    if (!row) throw unavailable();
    const page = await this.openPage(shortlist, token, row);
    return { page, browserToken: browser, maxAgeSeconds: await this.cookieLifetime(browser) };
  }

  /** Until the latest expiry among the working shortlists this browser opens, at most SHORTLIST_MAX_DAYS. */
  private async cookieLifetime(browserToken: string): Promise<number> {
    const [row] = await this.em.execute<{ until: Date | string | null }[]>(
      'select max(s."expires_at") as "until" from "client_shortlist_browser" b ' +
        'join "client_shortlist" s on s."id" = b."shortlist_id" where b."token_hash" = ? and s."revoked_at" is null',
      [tokenHash(browserToken)],
      'all',
    );
    const until = row?.until ? new Date(row.until).getTime() : Date.now();
    const seconds = Math.ceil((until - Date.now()) / 1000);
    return Math.max(60, Math.min(seconds, SHORTLIST_MAX_DAYS * 86_400));
  }

  /** The shortlist, the browser and the entry of a request that needs a verified browser. */
  private async verifiedEntry(token: string, browserToken: string | undefined, entryId: string) {
    const shortlist = await this.live(token);
    const browser = await this.browserOf(shortlist, browserToken);
    if (!browser) throw new AppError('FORBIDDEN', CODE_FIRST_MESSAGE);
    const entry = isUuid(entryId)
      ? await this.em.findOne(ClientShortlistEntry, { id: entryId, shortlist }, { populate: ['application'] })
      : null;
    if (!entry) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND_MESSAGE, 'entryId');
    return { shortlist, browser, entry };
  }

  /**
   * The contact's answer about a candidate (latest wins; answeredAt moves): NOT_INTERESTED needs a
   * reason, QUESTION a comment. Audited; moves no application; e-mails the sender.
   */
  async answer(
    token: string,
    browserToken: string | undefined,
    entryId: string,
    answer: ClientShortlistAnswer,
    reasonGiven?: string | null,
    commentGiven?: string | null,
  ): Promise<ClientShortlistCandidate> {
    const { shortlist, browser, entry } = await this.verifiedEntry(token, browserToken, entryId);
    const reason = (reasonGiven ?? '').trim();
    const comment = (commentGiven ?? '').trim();
    if (answer === ClientShortlistAnswer.NOT_INTERESTED && !reason) {
      throw AppError.badInput('reason', 'Say why the candidate is not a fit.');
    }
    if (reason.length > ANSWER_REASON_MAX_LENGTH) {
      throw AppError.badInput('reason', `reason must be at most ${ANSWER_REASON_MAX_LENGTH} characters.`);
    }
    if (answer === ClientShortlistAnswer.QUESTION && !comment) {
      throw AppError.badInput('comment', 'Write your question.');
    }
    if (comment.length > ANSWER_COMMENT_MAX_LENGTH) {
      throw AppError.badInput('comment', `comment must be at most ${ANSWER_COMMENT_MAX_LENGTH} characters.`);
    }
    const now = new Date();
    entry.answer = answer;
    entry.answerReason = answer === ClientShortlistAnswer.NOT_INTERESTED ? reason : '';
    entry.answerComment = comment;
    entry.answeredAt = now;
    browser.lastSeenAt = now;
    const { application } = entry;
    this.audit.record({
      actor: CLIENT_CONTACT_ACTOR,
      action: AuditAction.CLIENT_SHORTLIST_ANSWERED,
      subject: shortlistSubject(shortlist),
      details: { jobId: shortlist.job.id, applicationId: application.id, answer },
    });
    const sender = shortlist.sentBy!;
    const contact = shortlist.contact;
    const words = ANSWER_WORDS[answer];
    this.mail.queue({
      about: recordRef('application', application.id),
      to: sender.email,
      subject: `${contact.fullName} at ${contact.client.name} answered ${words} about ${application.fullName}`,
      text:
        `${contact.fullName} at ${contact.client.name} answered ${words} about ${application.fullName} for ` +
        `${shortlist.job.title}.\n\nSee the answer on the candidate’s page:\n` +
        `${this.options.publicUrl}/admin/candidates/${application.id}\n`,
    });
    await this.em.flush();
    return this.candidate(shortlist, token, entry);
  }

  /**
   * A candidate's resume for a verified browser of a shortlist that shares resumes, as a PDF with
   * "Shared with <client> on <day>" drawn on every page (a Word resume: its extracted text set in a
   * new PDF). Audited. UnreadablePdfError for a PDF that cannot be read; CONFLICT while a Word
   * file's text is not read yet or cannot be.
   */
  async resume(token: string, browserToken: string | undefined, entryId: string): Promise<ShortlistResume> {
    const { shortlist, browser, entry } = await this.verifiedEntry(token, browserToken, entryId);
    if (!shortlist.shareResume) throw new AppError('NOT_FOUND', RESUME_NOT_SHARED_MESSAGE, 'entryId');
    const { application } = entry;
    const mark = watermarkText(shortlist.contact.client.name, new Date());
    let bytes: Uint8Array;
    if (application.resumeKind === 'pdf') {
      const original = await this.storage.readAll(application.resumeKey, this.options.resumeMaxBytes);
      bytes = await watermarkPdf(original, mark);
    } else {
      const text = await this.em.findOne(
        ResumeText,
        { application: application.id },
        { populate: ['text'], fields: ['state', 'text'] },
      );
      if (text?.state === ResumeTextState.PENDING) {
        throw new AppError('CONFLICT', 'This resume is still being prepared. Please try again in a minute.');
      }
      if (text?.state !== ResumeTextState.EXTRACTED || !text.text) {
        throw new AppError('CONFLICT', 'This resume cannot be shown here. Please ask the recruiter for it.');
      }
      bytes = await textAsWatermarkedPdf(text.text, `Resume of ${application.fullName}`, mark);
    }
    browser.lastSeenAt = new Date();
    this.audit.record({
      actor: CLIENT_CONTACT_ACTOR,
      action: AuditAction.CLIENT_SHORTLIST_RESUME_VIEWED,
      subject: shortlistSubject(shortlist),
      details: { jobId: shortlist.job.id, applicationId: application.id },
    });
    await this.em.flush();
    const name =
      application.fullName
        .replace(/[^\p{L}\p{N} ._-]/gu, '')
        .trim()
        .replace(/\s+/g, '-') || 'candidate';
    return { bytes, fileName: `${name}-cv.pdf` };
  }
}
