import path from 'node:path';
import type { Readable } from 'node:stream';

import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { recordRef } from '../../lib/record-ref';
import { isUuid } from '../../lib/validation';
import { webAddress } from '../../lib/web-address';
import { type MailService } from '../../mail/mail.service';
import { isResumeOfKind, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { type Actor, type AuditActor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { JobService } from '../jobs/job.service';
import { ConsentRecord } from '../public-forms/consent';
import { auditHeldDecision, type HeldAuditSubject, lockedHeldRecord, NOT_HELD } from '../public-forms/held';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { Application, ApplicationSourceKind, type ResumeKind } from './application.entity';
import { type ApplicationInput, applicationSource } from './application.inputs';
import { APPLICATION_NOT_FOUND_MESSAGE } from './application.service';
import { ActivityKind } from './application-activity.entity';
import { CANDIDATE_ACTOR, recordActivity } from './application-activity.service';
import { applicationAnswers } from './application-answers';

/** SPEC section 5's messages. */
export const INVALID_RESUME_MESSAGE = 'Please upload a valid resume file.';
export const DUPLICATE_APPLICATION_MESSAGE = 'You have already applied for this job.';
/** Staff adding a candidate to a job that already has their application. */
export const ALREADY_IN_JOB_MESSAGE = 'This candidate has already applied for (or been added to) this job.';
/** Staff adding a candidate whose application still waits for review. */
export const HELD_SOURCE_MESSAGE =
  'This application is held for review: release it before adding the candidate to a job.';

const RESUME_EXTENSIONS: Record<string, ResumeKind> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx' };

/** The stored extension for a resume file name, or BAD_USER_INPUT on `resume` for any other type. */
export function resumeExtension(originalName: string): string {
  const extension = path.extname(originalName).toLowerCase();
  if (!RESUME_EXTENSIONS[extension]) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
  return extension;
}

function resumeKindOf(file: StoredFile): ResumeKind {
  return RESUME_EXTENSIONS[path.extname(file.key)];
}

/** A held application with its job, locked for staff's decision (NOT_FOUND once decided). */
const lockedHeldApplication = (tx: EntityManager, id: string) =>
  lockedHeldRecord(tx, Application, id, { populate: ['job'], lockTableAliases: ['a0'] });

/** The audit log's subject of a held application. */
const heldAuditSubject = (application: Application): HeldAuditSubject => ({
  subject: { type: 'application', id: application.id },
  details: { form: 'apply', jobId: application.job.id },
});

/** Who staff add to a job: the fields a new application copies from what is held about them. */
export interface StaffAddedPerson {
  fullName: string;
  email: string;
  emailKey: string;
  phone: string;
  linkedIn: string;
  portfolio?: string;
  resumeKey: string;
  resumeKind: ResumeKind;
  consent: ConsentRecord;
}

/**
 * A visitor applies: the resume stored and checked, the public form's consent and hold, the row,
 * and the applicant's confirmation and webhook queued with it; and staff's release or deletion of
 * an application held for review, whose confirmation and webhook wait until then.
 */
export class ApplicationIntakeService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly jobs: JobService,
    private readonly resumeMaxBytes: number,
    private readonly forms: PublicFormService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookService,
  ) {}

  /** Streams an uploaded resume into storage (type checked by name first, size while streaming). */
  saveResume(stream: Readable, originalName: string): Promise<StoredFile> {
    let extension: string;
    try {
      extension = resumeExtension(originalName);
    } catch (error) {
      // Read and dropped: the request goes on to its end (a late stream error must not go unheard).
      stream.on('error', () => undefined).resume();
      return Promise.reject(error);
    }
    return this.storage.save(stream, {
      folder: 'resumes',
      extension,
      maxBytes: this.resumeMaxBytes,
      field: 'resume',
      originalName,
    });
  }

  /**
   * Records an application with its stored resume and queues the applicant's confirmation in the
   * same transaction. Whatever refuses it, the stored file is removed: no row, no file.
   */
  apply(
    jobId: string,
    input: ApplicationInput,
    resume: StoredFile | undefined,
    from: Submission,
  ): Promise<Application> {
    return this.storage.removeOnFailure(resume, async () => {
      if (!resume) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const kind = resumeKindOf(resume);
      if (!kind || !(await isResumeOfKind(storedBytes(this.storage, resume), kind)))
        throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const job = await this.jobs.getAcceptingApplications(jobId);
      const answers = applicationAnswers(job.questions, input.answers);
      const admission = await this.forms.admit('apply', input, from);
      const emailKey = input.email.trim().toLowerCase();
      const values = {
        job,
        fullName: input.fullName,
        email: input.email,
        emailKey,
        phone: input.phone,
        linkedIn: webAddress(input.linkedIn),
        portfolio: webAddress(input.portfolio),
        coverLetter: input.coverLetter ?? '',
        resumeKey: resume.key,
        resumeKind: kind,
        answers,
        ...applicationSource(input),
      };
      if (!admission.keep) {
        // Dropped (a filled honeypot): answered like a success; the resume goes, nothing is stored or sent.
        await this.storage.remove(resume.key);
        return Object.assign(new Application(), { ...values, consent: admission.consent });
      }
      if (await this.em.count(Application, { job, emailKey })) {
        throw new AppError('CONFLICT', DUPLICATE_APPLICATION_MESSAGE, 'email');
      }
      const application = this.em.create(Application, { ...values, ...admission.hold, consent: admission.consent });
      recordActivity(this.em, application, ActivityKind.APPLIED, CANDIDATE_ACTOR);
      // Held for review (sent too fast): no confirmation and no webhook until staff release it.
      if (!admission.hold) await this.announce(this.em, application);
      try {
        await this.em.flush();
      } catch (error) {
        this.em.clear();
        if (error instanceof UniqueConstraintViolationException) {
          throw new AppError('CONFLICT', DUPLICATE_APPLICATION_MESSAGE, 'email');
        }
        throw error;
      }
      return application;
    });
  }

  /**
   * Staff: adds the candidate of one application to another job, as a new application of theirs
   * (source ADDED_BY_STAFF, naming the job they came from) with a copy of the resume (each
   * application's file goes with it at erasure or retention, so they share none) and the same
   * consent record; the cover letter and answers were for the other job and stay there. Both
   * histories say so, the audit log records it, and `application.created` goes out; no e-mail
   * (the candidate did not apply). A job past its closing date takes it (staff still fill it), an
   * archived one is NOT_FOUND; a job that has the candidate already is CONFLICT on `jobId`.
   */
  async addToJob(actor: Actor, applicationId: string, jobId: string): Promise<Application> {
    const from = isUuid(applicationId)
      ? await this.em.findOne(Application, { id: applicationId }, { populate: ['job'] })
      : null;
    if (!from) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (from.heldAt) throw new AppError('CONFLICT', HELD_SOURCE_MESSAGE, 'applicationId');
    return this.addPersonToJob(actor, jobId, {
      person: from,
      resumeField: 'applicationId',
      sourceDetail: from.job.title,
      record: (tx, application, author) => {
        recordActivity(tx, application, ActivityKind.ADDED_BY_STAFF, author, {
          fromApplicationId: from.id,
          fromJobTitle: from.job.title,
        });
        recordActivity(tx, tx.getReference(Application, from.id), ActivityKind.ADDED_TO_JOB, author, {
          applicationId: application.id,
          jobTitle: application.job.title,
        });
        this.audit.record(
          {
            actor: author,
            action: AuditAction.APPLICATION_ADDED_TO_JOB,
            subject: { type: 'application', id: application.id },
            details: { fromApplicationId: from.id, jobId: application.job.id },
          },
          tx,
        );
      },
    });
  }

  /**
   * Staff put a person they hold (another application, a talent-pool entry) into a job: a new
   * application with a copy of the resume, the consent record as it was, `sourceKind`
   * ADDED_BY_STAFF, and `application.created`; `record` writes the caller's history and audit lines
   * in the same transaction. An archived job is NOT_FOUND, a job that has the address CONFLICT on
   * `jobId`; a refusal leaves no row and no file.
   */
  async addPersonToJob(
    actor: Actor,
    jobId: string,
    options: {
      person: StaffAddedPerson;
      resumeField: string;
      sourceDetail: string;
      record: (tx: EntityManager, application: Application, author: AuditActor) => void | Promise<void>;
    },
  ): Promise<Application> {
    const { person } = options;
    const job = await this.jobs.getOpen(jobId);
    if (await this.em.count(Application, { job, emailKey: person.emailKey }))
      throw new AppError('CONFLICT', ALREADY_IN_JOB_MESSAGE, 'jobId');
    const copy = await this.storage.copy(person.resumeKey, { folder: 'resumes', field: options.resumeField });
    return this.storage.removeOnFailure(copy, () =>
      this.em.transactional(async (tx) => {
        const application = tx.create(Application, {
          job,
          fullName: person.fullName,
          email: person.email,
          emailKey: person.emailKey,
          phone: person.phone,
          linkedIn: person.linkedIn,
          portfolio: person.portfolio ?? '',
          resumeKey: copy.key,
          resumeKind: person.resumeKind,
          consent: Object.assign(new ConsentRecord(), person.consent),
          sourceKind: ApplicationSourceKind.ADDED_BY_STAFF,
          sourceDetail: options.sourceDetail,
        });
        await options.record(tx, application, auditActor(actor));
        await this.webhooks.emit('application.created', application, {}, tx);
        try {
          await tx.flush();
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException)
            throw new AppError('CONFLICT', ALREADY_IN_JOB_MESSAGE, 'jobId');
          throw error;
        }
        return application;
      }),
    );
  }

  /** The applicant's confirmation and the `application.created` webhook: at once, or when released. */
  private async announce(em: EntityManager, application: Application): Promise<void> {
    const { job } = application;
    this.mail.queue(
      {
        about: recordRef('application', application.id),
        to: application.email,
        subject: `We received your application: ${job.title}`,
        text:
          `Dear ${application.fullName},\n\nThank you for applying for the position of ${job.title}` +
          `${job.location ? ` (${job.location})` : ''}. Our recruiters will review your application ` +
          `and come back to you.\n\nKind regards,\nThe recruitment team`,
      },
      em,
    );
    await this.webhooks.emit('application.created', application, {}, em);
  }

  /**
   * Staff: releases a held application: it joins the lists and the applicant's confirmation and
   * the webhook go out, as when it was sent; audited in the same transaction.
   */
  release(actor: Actor, id: string): Promise<Application> {
    return this.em.transactional(async (tx) => {
      const application = await lockedHeldApplication(tx, id);
      Object.assign(application, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', heldAuditSubject(application));
      await this.announce(tx, application);
      return application;
    });
  }

  /** Staff: deletes a held application and its resume (nothing was sent for it); audited. Answers its id. */
  async deleteHeld(actor: Actor, id: string): Promise<string> {
    const resumeKey = await this.em.transactional(async (tx) => {
      const application = await lockedHeldApplication(tx, id);
      auditHeldDecision(this.audit, tx, actor, 'deleted', heldAuditSubject(application));
      tx.remove(application);
      return application.resumeKey;
    });
    // After the commit: a row that stays keeps its file.
    await this.storage.remove(resumeKey);
    return id;
  }
}
