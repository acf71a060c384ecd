import type { EntityManager } from '@mikro-orm/postgresql';

import type { Logger } from '../../lib/logger';
import { placeholders } from '../../lib/sql';
import type { FileStorage } from '../../storage/file-storage';
import { AuditAction } from '../audit/audit-action';
import type { AuditService } from '../audit/audit.service';
import type { FormRateLimits } from '../public-forms/form-rate-limits';

/** Months each kind of record is kept; 0 keeps it for ever. */
export interface RetentionPeriods {
  /** After an application's last activity (arrival, a decision, the rejection e-mail). */
  applicationMonths: number;
  /** After the date of the event registered for. */
  registrationMonths: number;
  /** After a contact message was sent. */
  contactMonths: number;
  /** After a join-us request was sent. */
  joinUsMonths: number;
  /** After an event's date: the event, its image and any registrations left. */
  eventMonths: number;
  /** Days a job alert stays unconfirmed (its confirmation link unused) before it goes; never 0. */
  jobAlertUnconfirmedDays: number;
}

export interface PurgeReport {
  applications: number;
  registrations: number;
  contactMessages: number;
  joinUsRequests: number;
  events: number;
  /** Unconfirmed job alerts past their days (unsubscribed ones are deleted at once). */
  jobAlerts: number;
  mail: number;
  /** Resume and event-image files removed: those of the rows above, and any no row points to. */
  files: number;
  rateLimitCounters: number;
}

/** The PostgreSQL advisory lock that lets one app process at a time purge. */
export const RETENTION_LOCK_KEY = 7_310_012;

/** A stored file no row points to is removed once it is this old (an upload may be landing now). */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

const RETENTION_ACTOR = { id: null, label: 'retention job' };

/**
 * Deletes what is past its retention period. Rows go in one transaction that holds a
 * transaction-level advisory lock (so one process at a time, and the lock ends with it), together
 * with the mail about them and an audit entry with the counts (never contents). The files go after
 * the commit; any file no row points to is removed too, so a purge stopped between the commit and
 * the files (or an erasure whose file removal failed) is finished by the next run. Running it twice
 * deletes nothing more: it is idempotent and safe to interrupt.
 */
export class RetentionService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly formLimits: FormRateLimits,
    private readonly periods: RetentionPeriods,
    private readonly logger: Logger,
  ) {}

  /** One purge as of `now`; null when another process is purging at this moment. */
  async purge(now: Date = new Date()): Promise<PurgeReport | null> {
    const at = now.toISOString();
    const rows = await this.em.transactional(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
        RETENTION_LOCK_KEY,
      ]);
      if (!lock?.locked) return null;
      const { applicationMonths, registrationMonths, contactMonths, joinUsMonths, eventMonths } = this.periods;
      const before = (months: number) => `(?::timestamptz - make_interval(months => ${Math.trunc(months)}))`;

      const applications = applicationMonths
        ? await tx.execute<{ id: string; resume_key: string }[]>(
            `delete from "application" where "last_activity_at" < ${before(applicationMonths)} returning "id", "resume_key"`,
            [at],
          )
        : [];
      const registrationCutoffs = [registrationMonths, eventMonths].filter((months) => months > 0);
      const registrations = registrationCutoffs.length
        ? await tx.execute<{ id: string }[]>(
            `delete from "registration" r using "event" e where r."event_id" = e."id" and e."date" < ${before(
              Math.min(...registrationCutoffs),
            )}::date returning r."id"`,
            [at],
          )
        : [];
      const events = eventMonths
        ? await tx.execute<{ id: string; image_key: string | null }[]>(
            `delete from "event" where "date" < ${before(eventMonths)}::date returning "id", "image_key"`,
            [at],
          )
        : [];
      const contact = contactMonths
        ? await tx.execute<{ id: string }[]>(
            `delete from "contact_message" where "created_at" < ${before(contactMonths)} returning "id"`,
            [at],
          )
        : [];
      const joinUs = joinUsMonths
        ? await tx.execute<{ id: string }[]>(
            `delete from "join_us_person" where "created_at" < ${before(joinUsMonths)} returning "id"`,
            [at],
          )
        : [];
      const jobAlerts = await tx.execute<{ id: string }[]>(
        `delete from "job_alert" where "confirmed_at" is null and "created_at" < (?::timestamptz - make_interval(days => ${Math.trunc(
          this.periods.jobAlertUnconfirmedDays,
        )})) returning "id"`,
        [at],
      );
      const about = [
        ...applications.map((row) => `application:${row.id}`),
        ...registrations.map((row) => `registration:${row.id}`),
        ...jobAlerts.map((row) => `job-alert:${row.id}`),
      ];
      const mail = about.length
        ? await tx.execute<{ id: string }[]>(
            `delete from "outbox_message" where "about" in ${placeholders(about)} returning "id"`,
            about,
          )
        : [];
      const counts = {
        applications: applications.length,
        registrations: registrations.length,
        contactMessages: contact.length,
        joinUsRequests: joinUs.length,
        events: events.length,
        jobAlerts: jobAlerts.length,
        mail: mail.length,
      };
      if (Object.values(counts).some((count) => count > 0)) {
        this.audit.record(
          { actor: RETENTION_ACTOR, action: AuditAction.RETENTION_PURGED, subject: null, details: counts },
          tx,
        );
      }
      return {
        counts,
        files: [...applications.map((row) => row.resume_key), ...events.flatMap((row) => row.image_key ?? [])],
      };
    });
    if (!rows) return null;
    this.em.clear();

    let files = 0;
    for (const key of rows.files) {
      await this.storage.remove(key);
      files += 1;
    }
    files += await this.removeOrphanFiles();
    const rateLimitCounters = await this.formLimits.removeExpired();
    const report = { ...rows.counts, files, rateLimitCounters };
    if (Object.values(report).some((count) => count > 0)) this.logger.info('Retention purge', { ...report });
    return report;
  }

  /** Removes stored files (older than ORPHAN_FILE_AGE_MS) that no application or event points to. */
  private async removeOrphanFiles(): Promise<number> {
    const candidates = await this.storage.listSettled(ORPHAN_FILE_AGE_MS);
    if (candidates.length === 0) return 0;
    const kept = await this.em.execute<{ key: string }[]>(
      `select "resume_key" as "key" from "application" where "resume_key" in ${placeholders(candidates)}
       union all select "image_key" from "event" where "image_key" in ${placeholders(candidates)}`,
      [...candidates, ...candidates],
    );
    const referenced = new Set(kept.map((row) => row.key));
    let removed = 0;
    for (const key of candidates.filter((candidate) => !referenced.has(candidate))) {
      await this.storage.remove(key);
      removed += 1;
    }
    return removed;
  }
}
