import type { EntityManager } from '@mikro-orm/postgresql';

import { PERSONAL_DATA_SOURCES } from '../../db/personal-data-sources';
import type { Logger } from '../../lib/logger';
import {
  addCounts,
  type AfterCommit,
  type PersonalDataContext,
  type PersonalDataSource,
  recordsThenMessages,
  type RetentionPeriods,
} from '../../lib/personal-data-source';
import { placeholders } from '../../lib/sql';
import type { FileStorage } from '../../storage/file-storage';
import type { AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { FormRateLimits } from '../public-forms/form-rate-limits';

export type { RetentionPeriods } from '../../lib/personal-data-source';

export interface PurgeReport {
  applications: number;
  registrations: number;
  contactMessages: number;
  joinUsRequests: number;
  events: number;
  /** Unconfirmed job alerts past their days (unsubscribed ones are deleted at once). */
  jobAlerts: number;
  /** Talent-pool entries past RETENTION_TALENT_POOL_MONTHS after their last activity. */
  talentPoolEntries: number;
  /** Client contacts past RETENTION_CLIENT_CONTACT_MONTHS after their last change. */
  clientContacts: number;
  mail: number;
  /** `.eml` copies of that mail removed from DATA_DIR/mail. */
  mailFiles: number;
  /** Webhook deliveries about the records above. */
  webhookDeliveries: number;
  /** Bodies of ended deliveries emptied after WEBHOOK_BODY_RETENTION_DAYS. */
  webhookBodies: number;
  /** Failed sign-in counters past any window. */
  signInThrottles: number;
  /** Resume and event-image files removed: those of the rows above, and any no row points to. */
  files: number;
  rateLimitCounters: number;
}

const EMPTY_REPORT: PurgeReport = {
  applications: 0,
  registrations: 0,
  contactMessages: 0,
  joinUsRequests: 0,
  events: 0,
  jobAlerts: 0,
  talentPoolEntries: 0,
  clientContacts: 0,
  mail: 0,
  mailFiles: 0,
  webhookDeliveries: 0,
  webhookBodies: 0,
  signInThrottles: 0,
  files: 0,
  rateLimitCounters: 0,
};

/** The PostgreSQL advisory lock that lets one app process at a time purge. */
export const RETENTION_LOCK_KEY = 7_310_012;

/** A stored file no row points to is removed once it is this old (an upload may be landing now). */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

const RETENTION_ACTOR = { id: null, label: 'retention job' };

/**
 * Deletes what is past its retention period, by asking every source in PERSONAL_DATA_SOURCES
 * (db/personal-data-sources.ts). Rows go in one transaction that holds a transaction-level
 * advisory lock (so one process at a time, and the lock ends with it), together with the mail and
 * webhook deliveries about them and an audit entry with the counts (never contents). The files go
 * after the commit; any file no row points to is removed too, so a purge stopped between the
 * commit and the files (or an erasure whose file removal failed) is finished by the next run.
 * Running it twice deletes nothing more: it is idempotent and safe to interrupt.
 */
export class RetentionService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly formLimits: FormRateLimits,
    private readonly periods: RetentionPeriods,
    private readonly logger: Logger,
    private readonly context: Pick<PersonalDataContext, 'mailFolder'>,
    private readonly sources: readonly PersonalDataSource[] = PERSONAL_DATA_SOURCES,
  ) {}

  /** One purge as of `now`; null when another process is purging at this moment. */
  async purge(now: Date = new Date()): Promise<PurgeReport | null> {
    const context = {
      storage: this.storage,
      logger: this.logger,
      mailFolder: this.context.mailFolder,
      formLimits: this.formLimits,
      periods: this.periods,
      at: now.toISOString(),
    };
    const rows = await this.em.transactional(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
        RETENTION_LOCK_KEY,
      ]);
      if (!lock?.locked) return null;
      const counts: Record<string, number> = {};
      const about: string[] = [];
      const afterCommit: AfterCommit[] = [];
      for (const source of recordsThenMessages(this.sources)) {
        if (!source.purge) continue;
        const part = await source.purge(tx, [...about], context);
        addCounts(counts, part.counts);
        about.push(...(part.about ?? []));
        if (part.afterCommit) afterCommit.push(part.afterCommit);
      }
      if (Object.values(counts).some((count) => count > 0)) {
        this.audit.record(
          { actor: RETENTION_ACTOR, action: AuditAction.RETENTION_PURGED, subject: null, details: counts },
          tx,
        );
      }
      return { counts, afterCommit };
    });
    if (!rows) return null;
    this.em.clear();

    const report: Record<string, number> = { ...EMPTY_REPORT, ...rows.counts };
    for (const step of rows.afterCommit) addCounts(report, await step());
    report.files = (report.files ?? 0) + (await this.removeOrphanFiles());
    if (Object.values(report).some((count) => count > 0)) this.logger.info('Retention purge', { ...report });
    return report as unknown as PurgeReport;
  }

  /**
   * Removes stored files (older than ORPHAN_FILE_AGE_MS) that no application, talent-pool entry,
   * event (its picture and each resized copy), client logo or site image (each resized copy) points to.
   */
  private async removeOrphanFiles(): Promise<number> {
    const candidates = await this.storage.listSettled(ORPHAN_FILE_AGE_MS);
    if (candidates.length === 0) return 0;
    const kept = await this.em.execute<{ key: string }[]>(
      `select "resume_key" as "key" from "application" where "resume_key" in ${placeholders(candidates)}
       union all select "resume_key" from "talent_pool_entry" where "resume_key" in ${placeholders(candidates)}
       union all select "image_key" from "event" where "image_key" in ${placeholders(candidates)}
       union all select "variant"->>'key' from "event", jsonb_array_elements(coalesce("image_variants", '[]'::jsonb)) as "variant"
         where "variant"->>'key' in ${placeholders(candidates)}
       union all select "logo_key" || '.webp' from "client" where "logo_key" || '.webp' in ${placeholders(candidates)}
       union all select "logo_key" || '.avif' from "client" where "logo_key" || '.avif' in ${placeholders(candidates)}
       union all select "variant"->>'key' from "site_image", jsonb_array_elements("variants") as "variant"
         where "variant"->>'key' in ${placeholders(candidates)}`,
      [...candidates, ...candidates, ...candidates, ...candidates, ...candidates, ...candidates, ...candidates],
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
