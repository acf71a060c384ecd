import path from 'node:path';

import { type FilterQuery, LockMode, QueryOrder, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { recordRef } from '../../lib/record-ref';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validation';
import { webAddress } from '../../lib/web-address';
import type { MailService } from '../../mail/mail.service';
import { isResumeOfKind, RESUME_CONTENT_TYPES, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import type { Application } from '../applications/application.entity';
import type { ResumeDownload } from '../applications/application.service';
import { ActivityKind } from '../applications/application-activity.entity';
import { recordActivity } from '../applications/application-activity.service';
import { type ApplicationIntakeService, INVALID_RESUME_MESSAGE } from '../applications/application-intake.service';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import {
  auditHeldDecision,
  type HeldAuditSubject,
  lockedHeldRecord,
  NOT_HELD,
  NOT_HELD_WHERE,
} from '../public-forms/held';
import type { Admission, PublicFormService, Submission } from '../public-forms/public-form.service';

import type { GeneralApplicationInput, TalentPoolArgs } from './talent-pool.inputs';
import type { TalentPoolConnection } from './talent-pool.types';
import { TalentPoolAddition } from './talent-pool-addition.entity';
import { type PoolResumeKind, TalentPoolEntry } from './talent-pool-entry.entity';

export const TALENT_POOL_ENTRY_NOT_FOUND_MESSAGE = 'This talent pool entry does not exist.';
/** Staff adding an entry that still waits for review. */
export const HELD_ENTRY_MESSAGE = 'This CV is held for review: release it before adding the candidate to a job.';
/** The source an application made from the pool records (ApplicationSourceKind.ADDED_BY_STAFF). */
export const TALENT_POOL_SOURCE = 'Talent pool';

const RESUME_KINDS: Record<string, PoolResumeKind> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx' };

/** The pool's cursor: the latest CV's time and the entry's id (lib/cursor.ts). */
const poolCursor = (entry: TalentPoolEntry) => encodeCursor(['talent-pool', entry.submittedAt.toISOString(), entry.id]);

function decodePoolCursor(raw: string): { at: Date; id: string } {
  const [, at, id] = decodeCursor(
    raw,
    (parts) =>
      parts.length === 3 && parts[0] === 'talent-pool' && !Number.isNaN(Date.parse(parts[1])) && isUuid(parts[2]),
    'after must be a cursor from this list.',
  );
  return { at: new Date(at), id };
}

/** The audit log's subject of an entry. */
const auditSubject = (entry: TalentPoolEntry) => ({ type: 'talent-pool-entry' as const, id: entry.id });

/** A held entry's subject, for the decisions on it (the public form it came from). */
const heldAuditSubject = (entry: TalentPoolEntry): HeldAuditSubject => ({
  subject: auditSubject(entry),
  details: { form: 'talent-pool' },
});

/**
 * The talent pool: CVs sent without a job ("Send us your CV"), one entry per e-mail address that a
 * later CV from the address updates (the resume and message replaced, the entry's first arrival,
 * count of CVs and the applications made from it kept); staff's list, the entry and its resume,
 * adding an entry to a job (a new application with a copy of the resume, as adding a candidate
 * from another job does), deleting it, and the "Held for review" decisions on CVs sent too fast.
 */
export class TalentPoolService {
  private readonly applicationsMade = new DataLoader<string, Application[]>(async (entryIds) => {
    const additions = await this.em.find(
      TalentPoolAddition,
      { entry: { $in: [...entryIds] } },
      { populate: ['application', 'application.job'], orderBy: { addedAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return entryIds.map((id) =>
      additions.filter((addition) => addition.entry.id === id).map((addition) => addition.application),
    );
  });

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly intake: ApplicationIntakeService,
    private readonly forms: PublicFormService,
    private readonly audit: AuditService,
  ) {}

  /**
   * A visitor's CV: checked (type by its bytes), then through the public-form rules, stored as a
   * new entry or as the update of the address's entry, with the acknowledgement e-mail queued in
   * the same transaction (not while held for review). Whatever refuses it, the stored file goes:
   * no row, no file. The file an update replaces goes after the commit.
   */
  async submit(input: GeneralApplicationInput, resume: StoredFile | undefined, from: Submission): Promise<void> {
    const replaced = await this.storage.removeOnFailure(resume, async () => {
      if (!resume) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const kind = RESUME_KINDS[path.extname(resume.key)];
      if (!kind || !(await isResumeOfKind(storedBytes(this.storage, resume), kind)))
        throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const admission = await this.forms.admit('talent-pool', input, from);
      if (!admission.keep) {
        // Dropped (a filled honeypot): answered like a success; nothing is stored or sent.
        await this.storage.remove(resume.key);
        return null;
      }
      return this.store(input, resume, kind, admission);
    });
    // A file that fails to go now is one no row points to: the retention job removes it.
    if (replaced) await this.storage.remove(replaced).catch(() => undefined);
  }

  /** Writes the entry (new, or the address's updated); answers the key of the resume it replaced. */
  private async store(
    input: GeneralApplicationInput,
    resume: StoredFile,
    kind: PoolResumeKind,
    admission: Admission,
  ): Promise<string | null> {
    const emailKey = input.email.trim().toLowerCase();
    const now = new Date();
    const values = {
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      linkedIn: webAddress(input.linkedIn),
      message: input.message ?? '',
      resumeKey: resume.key,
      resumeKind: kind,
      consent: admission.consent,
      submittedAt: now,
      lastActivityAt: now,
      // Sent too fast: held (again) until staff release it, with no e-mail until then.
      ...(admission.hold ?? NOT_HELD),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.em.transactional(async (tx) => {
          const existing = await tx.findOne(TalentPoolEntry, { emailKey }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          const replaced = existing?.resumeKey ?? null;
          const entry = existing
            ? Object.assign(existing, values, { submissions: existing.submissions + 1 })
            : tx.create(TalentPoolEntry, { ...values, emailKey, createdAt: now });
          if (!admission.hold) this.acknowledge(tx, entry);
          await tx.flush();
          return replaced;
        });
      } catch (error) {
        // Two first CVs from one address at once: the later one updates the other's entry.
        if (!(error instanceof UniqueConstraintViolationException) || attempt > 1) throw error;
      }
    }
  }

  /** The sender's acknowledgement: at once, or when staff release a held CV. */
  private acknowledge(em: EntityManager, entry: TalentPoolEntry): void {
    const again = entry.submissions > 1;
    this.mail.queue(
      {
        about: recordRef('talent-pool', entry.id),
        to: entry.email,
        subject: again ? 'We received your updated CV' : 'We received your CV',
        text:
          `Dear ${entry.fullName},\n\nThank you for sending us your CV${again ? ' again: it replaces the one you sent before' : ''}. ` +
          'It is in our talent pool now, and our recruiters will contact you when a role fits what you are looking ' +
          'for.\n\nKind regards,\nThe recruitment team',
      },
      em,
    );
  }

  /** Staff's list: the latest CV first, `first` at a time after the cursor; held entries left out. Two statements. */
  async list(args: TalentPoolArgs): Promise<TalentPoolConnection> {
    const term = args.search?.trim().toLowerCase();
    const pattern = term ? containsPattern(term) : null;
    // Built for each statement: a raw() key serves one query only.
    const matching = (): FilterQuery<TalentPoolEntry> => ({
      ...NOT_HELD_WHERE,
      ...(pattern
        ? {
            $or: [
              { [raw('lower(full_name)')]: { $like: pattern } },
              { emailKey: { $like: pattern } },
              { [raw('lower(phone)')]: { $like: pattern } },
            ],
          }
        : {}),
    });
    const after = args.after ? decodePoolCursor(args.after) : null;
    const page: FilterQuery<TalentPoolEntry> = after
      ? {
          $and: [
            matching(),
            { $or: [{ submittedAt: { $lt: after.at } }, { submittedAt: after.at, id: { $lt: after.id } }] },
          ],
        }
      : matching();
    const [rows, totalCount] = await Promise.all([
      this.em.find(TalentPoolEntry, page, {
        orderBy: { submittedAt: QueryOrder.DESC, id: QueryOrder.DESC },
        limit: args.first + 1,
      }),
      this.em.count(TalentPoolEntry, matching()),
    ]);
    const shown = rows.slice(0, args.first);
    return {
      edges: shown.map((node) => ({ cursor: poolCursor(node), node })),
      pageInfo: {
        hasNextPage: rows.length > args.first,
        endCursor: shown.length ? poolCursor(shown[shown.length - 1]!) : null,
      },
      totalCount,
    };
  }

  /** The "Held for review" section: every held entry, the latest first. */
  listHeld(): Promise<TalentPoolEntry[]> {
    return this.em.find(
      TalentPoolEntry,
      { heldAt: { $ne: null } },
      { orderBy: { submittedAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /** One entry (held ones too); NOT_FOUND for an unknown or malformed id. */
  async get(id: string): Promise<TalentPoolEntry> {
    const entry = isUuid(id) ? await this.em.findOne(TalentPoolEntry, { id }) : null;
    if (!entry) throw AppError.notFound(TALENT_POOL_ENTRY_NOT_FOUND_MESSAGE);
    return entry;
  }

  /** The applications staff made from an entry, the latest first, each with its job (entries of a request batched). */
  applicationsOf(entryId: string): Promise<Application[]> {
    return this.applicationsMade.load(entryId);
  }

  /**
   * Staff: adds the person of an entry to a job, as a new application (source ADDED_BY_STAFF,
   * "Talent pool") with a copy of the resume (each application's file goes with it at erasure or
   * retention) and the entry's consent; the entry keeps it among the applications made from it.
   * The history and the audit log say so and `application.created` goes out; no e-mail (the person
   * did not apply). An archived job is NOT_FOUND; a job that has the address already, or a held
   * entry, is CONFLICT; nothing is written then.
   */
  async addToJob(actor: Actor, id: string, jobId: string): Promise<Application> {
    const entry = await this.get(id);
    if (entry.heldAt) throw new AppError('CONFLICT', HELD_ENTRY_MESSAGE, 'id');
    return this.intake.addPersonToJob(actor, jobId, {
      person: entry,
      resumeField: 'id',
      sourceDetail: TALENT_POOL_SOURCE,
      record: async (tx, application, author) => {
        recordActivity(tx, application, ActivityKind.ADDED_BY_STAFF, author, { fromTalentPoolEntryId: entry.id });
        tx.create(TalentPoolAddition, { entry: tx.getReference(TalentPoolEntry, entry.id), application });
        await tx.nativeUpdate(TalentPoolEntry, { id: entry.id }, { lastActivityAt: new Date() });
        this.audit.record(
          {
            actor: author,
            action: AuditAction.TALENT_POOL_ENTRY_ADDED_TO_JOB,
            subject: { type: 'application', id: application.id },
            details: { talentPoolEntryId: entry.id, jobId: application.job.id },
          },
          tx,
        );
      },
    });
  }

  /** Staff: a held entry joins the pool and its acknowledgement goes out, as when it was sent; audited. */
  release(actor: Actor, id: string): Promise<TalentPoolEntry> {
    return this.em.transactional(async (tx) => {
      const entry = await lockedHeldRecord(tx, TalentPoolEntry, id);
      Object.assign(entry, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', heldAuditSubject(entry));
      this.acknowledge(tx, entry);
      return entry;
    });
  }

  /**
   * Staff: deletes an entry (held or not) and its resume; the applications made from it stay. The
   * audit log says so (a held one as a held form deleted). Answers its id.
   */
  async delete(actor: Actor, id: string): Promise<string> {
    const resumeKey = await this.em.transactional(async (tx) => {
      const entry = isUuid(id)
        ? await tx.findOne(TalentPoolEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!entry) throw AppError.notFound(TALENT_POOL_ENTRY_NOT_FOUND_MESSAGE);
      if (entry.heldAt) auditHeldDecision(this.audit, tx, actor, 'deleted', heldAuditSubject(entry));
      else {
        this.audit.record(
          { actor: auditActor(actor), action: AuditAction.TALENT_POOL_ENTRY_DELETED, subject: auditSubject(entry) },
          tx,
        );
      }
      tx.remove(entry);
      return entry.resumeKey;
    });
    // After the commit: a row that stays keeps its file.
    await this.storage.remove(resumeKey);
    return id;
  }

  /** An entry's resume, typed and named by the server; every opening is audited. */
  async resume(actor: Actor, id: string, wantInline = false, seenThisVisit = false): Promise<ResumeDownload> {
    const entry = await this.get(id);
    // Only a PDF is shown in the browser; a Word file is always a download.
    const inline = wantInline && entry.resumeKind === 'pdf';
    await this.audit.recordNow({
      actor: auditActor(actor),
      action: AuditAction.RESUME_DOWNLOADED,
      subject: auditSubject(entry),
      details: { inline, ...(inline && seenThisVisit ? { seenThisVisit } : {}) },
    });
    const name =
      entry.fullName
        .replace(/[^\p{L}\p{N} ._-]/gu, '')
        .trim()
        .replace(/\s+/g, '-') || 'candidate';
    return {
      file: await this.storage.open(entry.resumeKey),
      contentType: RESUME_CONTENT_TYPES[entry.resumeKind],
      fileName: `${name}-cv.${entry.resumeKind}`,
      inline,
    };
  }
}
