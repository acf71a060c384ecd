import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { placeholders } from '../../lib/sql';
import { isStorableText } from '../../lib/validation';
import { OutboxMessage } from '../../mail/outbox-message.entity';
import type { FileStorage } from '../../storage/file-storage';
import { ApplicationActivity } from '../applications/application-activity.entity';
import { ApplicationNote } from '../applications/application-note.entity';
import { Application } from '../applications/application.entity';
import { AuditAction } from '../audit/audit-action';
import { auditActor, type AuditService } from '../audit/audit.service';
import { ContactMessage } from '../contact/contact-message.entity';
import { JobAlert } from '../job-alerts/job-alert.entity';
import { JoinUsPerson } from '../join-us/join-us-person.entity';
import { Registration } from '../registrations/registration.entity';
import type { User } from '../users/user.entity';

import type { ErasureReport, PersonMail, PersonRecords, PersonRegistration } from './person.types';
import { loadArchiver } from '../../lib/packages-on-first-use';

/** The key every lookup uses: the address trimmed and lower-cased (stored addresses keep their case). */
export function personKey(email: string): string {
  // A plain argument, not an input type: the NUL and lone-surrogate check is made here.
  if (!isStorableText(email)) throw AppError.badInput('email', 'email contains a character that is not allowed.');
  const key = email.trim().toLowerCase();
  if (!key || key.length > 254) throw AppError.badInput('email', 'email must be 1 to 254 characters.');
  return key;
}

export interface PersonExport {
  stream: Readable;
  fileName: string;
}

/**
 * Finds, exports and erases everything held about one e-mail address: applications (and their
 * resumes), event registrations, join-us requests, contact messages, job alerts and mail (sent or queued).
 * A new table of personal data keyed by e-mail joins here.
 */
export class PersonService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly logger: Logger,
  ) {}

  /** Everything held about the address, each kind newest first: six queries, whatever it holds. */
  async find(email: string): Promise<PersonRecords> {
    const key = personKey(email);
    const newest = { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } } as const;
    const [applications, registrations, joinUsRequests, contactMessages, jobAlerts, mail] = await Promise.all([
      this.em.find(Application, { emailKey: key }, { ...newest, populate: ['job'], strategy: 'joined' }),
      this.em.find(Registration, { emailKey: key }, { ...newest, populate: ['event'], strategy: 'joined' }),
      this.em.find(JoinUsPerson, { [raw('lower(email)')]: key }, newest),
      this.em.find(ContactMessage, { [raw('lower(email)')]: key }, newest),
      this.em.find(JobAlert, { emailKey: key }, newest),
      this.em.find(OutboxMessage, { [raw('lower("to")')]: key }, newest),
    ]);
    return {
      email: key,
      applications,
      registrations: registrations.map((registration): PersonRegistration => ({
        id: registration.id,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        createdAt: registration.createdAt,
        consent: registration.consent,
        eventId: registration.event.id,
        eventName: registration.event.name,
        eventDate: registration.event.date,
      })),
      joinUsRequests,
      contactMessages,
      jobAlerts,
      mail: mail.map((message): PersonMail => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: message.createdAt,
        sentAt: message.sentAt ?? null,
      })),
    };
  }

  /**
   * A zip for a subject-access request: `records.json` (every record, as the person screen shows
   * it) and each application's resume under `resumes/`. The export is written to the audit log
   * (a salted hash of the address and the counts) before the download starts.
   */
  async export(actor: User, email: string): Promise<PersonExport> {
    const records = await this.find(email);
    const applicationIds = records.applications.map((application) => application.id);
    const [notes, activity] = await Promise.all([
      this.em.find(
        ApplicationNote,
        { application: { $in: applicationIds } },
        { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
      ),
      this.em.find(ApplicationActivity, { application: { $in: applicationIds } }, { orderBy: { id: QueryOrder.DESC } }),
    ]);
    const resumes: { key: string; name: string }[] = [];
    for (const application of records.applications) {
      const name = `resumes/${application.id}.${application.resumeKind}`;
      try {
        await access(this.storage.pathOf(application.resumeKey));
        resumes.push({ key: application.resumeKey, name });
      } catch {
        this.logger.error('A resume to export is missing from storage', { applicationId: application.id });
      }
    }
    await this.audit.recordNow({
      actor: auditActor(actor),
      action: AuditAction.PERSON_EXPORTED,
      subject: { type: 'person', id: this.audit.hashEmail(records.email) },
      details: { emailHash: this.audit.hashEmail(records.email), ...countsOf(records) },
    });

    const json = {
      exportedAt: new Date().toISOString(),
      email: records.email,
      applications: records.applications.map((application) => ({
        id: application.id,
        job: { id: application.job.id, title: application.job.title, location: application.job.location },
        fullName: application.fullName,
        email: application.email,
        phone: application.phone,
        linkedIn: application.linkedIn,
        portfolio: application.portfolio,
        coverLetter: application.coverLetter,
        status: application.status ?? null,
        createdAt: application.createdAt,
        lastActivityAt: application.lastActivityAt,
        consent: application.consent,
        resumeFile: resumes.find((resume) => resume.key === application.resumeKey)?.name ?? null,
        notes: notes
          .filter((note) => note.application.id === application.id)
          .map(({ id, authorLabel, text, createdAt, editedAt }) => ({ id, authorLabel, text, createdAt, editedAt })),
        activity: activity
          .filter((line) => line.application.id === application.id)
          .map(({ kind, actorLabel, at, details }) => ({ kind, actorLabel, at, details })),
      })),
      registrations: records.registrations,
      joinUsRequests: records.joinUsRequests.map(({ id, name, email, phone, location, type, createdAt, consent }) => ({
        id,
        name,
        email,
        phone,
        location,
        type,
        createdAt,
        consent,
      })),
      contactMessages: records.contactMessages.map(
        ({ id, name, email, mobile, location, message, createdAt, consent }) => ({
          id,
          name,
          email,
          mobile,
          location,
          message,
          createdAt,
          consent,
        }),
      ),
      jobAlerts: records.jobAlerts.map((alert) => ({
        id: alert.id,
        email: alert.email,
        search: alert.search,
        location: alert.location ?? null,
        department: alert.department ?? null,
        employmentType: alert.employmentType ?? null,
        workplace: alert.workplace ?? null,
        frequency: alert.frequency,
        consent: alert.consent,
        createdAt: alert.createdAt,
        confirmedAt: alert.confirmedAt ?? null,
        lastDigestAt: alert.lastDigestAt ?? null,
      })),
      mail: records.mail,
    };

    const archive = loadArchiver()('zip', { zlib: { level: 6 } });
    archive.append(`${JSON.stringify(json, null, 2)}\n`, { name: 'records.json' });
    for (const resume of resumes) archive.file(this.storage.pathOf(resume.key), { name: resume.name });
    void archive.finalize();
    const safe = records.email.replace(/[^a-z0-9._-]/g, '_');
    return { stream: archive, fileName: `personal-data-${safe}.zip` };
  }

  /**
   * Deletes every row about the address in one transaction, with the audit entry (who, when, and a
   * salted hash of the address: nothing else), then removes the resume files. A file whose removal
   * fails (or a process stopped right after the commit) is left to the retention job, which removes
   * every resume and image no row points to.
   */
  async erase(actor: User, email: string): Promise<ErasureReport> {
    const key = personKey(email);
    const { report, resumeKeys } = await this.em.transactional(async (tx) => {
      // Notes and history would go with their applications by the foreign keys' cascade; deleted
      // first here so the report can count them.
      const ofApplications =
        'where "application_id" in (select "id" from "application" where "email_key" = ?) returning "id"';
      const notes = await tx.execute<{ id: string }[]>(
        `delete from "application_note" ${ofApplications}`,
        [key],
        'all',
      );
      const activity = await tx.execute<{ id: string }[]>(
        `delete from "application_activity" ${ofApplications}`,
        [key],
        'all',
      );
      const applications = await tx.execute<{ id: string; resume_key: string }[]>(
        'delete from "application" where "email_key" = ? returning "id", "resume_key"',
        [key],
        'all',
      );
      const registrations = await tx.execute<{ id: string }[]>(
        'delete from "registration" where "email_key" = ? returning "id"',
        [key],
        'all',
      );
      const joinUs = await tx.execute<{ id: string }[]>(
        'delete from "join_us_person" where lower("email") = ? returning "id"',
        [key],
        'all',
      );
      const contact = await tx.execute<{ id: string }[]>(
        'delete from "contact_message" where lower("email") = ? returning "id"',
        [key],
        'all',
      );
      const jobAlerts = await tx.execute<{ id: string }[]>(
        'delete from "job_alert" where "email_key" = ? returning "id"',
        [key],
        'all',
      );
      const about = [
        ...applications.map((row) => `application:${row.id}`),
        ...registrations.map((row) => `registration:${row.id}`),
        ...jobAlerts.map((row) => `job-alert:${row.id}`),
      ];
      const mail = await tx.execute<{ id: string }[]>(
        `delete from "outbox_message" where lower("to") = ?${about.length ? ` or "about" in ${placeholders(about)}` : ''} returning "id"`,
        [key, ...about],
        'all',
      );
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.PERSON_ERASED,
          subject: { type: 'person', id: this.audit.hashEmail(key) },
          details: { emailHash: this.audit.hashEmail(key) },
        },
        tx,
      );
      return {
        resumeKeys: applications.map((row) => row.resume_key),
        report: {
          applications: applications.length,
          resumes: applications.length,
          notes: notes.length,
          activity: activity.length,
          registrations: registrations.length,
          joinUsRequests: joinUs.length,
          contactMessages: contact.length,
          jobAlerts: jobAlerts.length,
          mail: mail.length,
        },
      };
    });
    // Rows deleted above with raw SQL must not linger in this request's identity map.
    this.em.clear();
    for (const resumeKey of resumeKeys) {
      try {
        await this.storage.remove(resumeKey);
      } catch (error) {
        this.logger.error('Could not remove an erased resume; the retention job will', {
          error,
          file: path.basename(resumeKey),
        });
      }
    }
    return report;
  }
}

function countsOf(records: PersonRecords): Record<string, number> {
  return {
    applications: records.applications.length,
    registrations: records.registrations.length,
    joinUsRequests: records.joinUsRequests.length,
    contactMessages: records.contactMessages.length,
    jobAlerts: records.jobAlerts.length,
    mail: records.mail.length,
  };
}
