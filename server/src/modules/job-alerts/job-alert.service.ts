import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { recordRef } from '../../lib/record-ref';
import { placeholders } from '../../lib/sql';
import { type MailService } from '../../mail/mail.service';
import type { TokenSigner } from '../auth/token';
import type { JobSearchService } from '../jobs/job-search.service';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';

import { JobAlert, JobAlertFrequency } from './job-alert.entity';
import type { JobAlertInput } from './job-alert.inputs';
import { confirmationMail, criteriaSummary, DIGEST_MAX_JOBS, digestMail, type JobAlertLinks } from './job-alert-mails';

export const JOB_ALERT_SUBSCRIBED_MESSAGE =
  'Check your inbox to confirm: we have sent you a link to start your job alert.';
export const JOB_ALERT_UNSUBSCRIBED_MESSAGE =
  'You are unsubscribed: we will send you no more e-mails for this job alert.';
export const JOB_ALERT_INVALID_LINK_MESSAGE = 'This link is not valid. Use the link from your e-mail as it is.';
export const JOB_ALERT_EXPIRED_LINK_MESSAGE =
  'This job alert no longer exists: its confirmation link expired or it was unsubscribed. Please subscribe again.';

/** The purposes the mails' links are signed for (see TokenSigner.signValue). */
const CONFIRM_PURPOSE = 'job-alert-confirm';
const UNSUBSCRIBE_PURPOSE = 'job-alert-unsubscribe';

/** What a confirmation answers: the message, and the saved search in words. */
export interface JobAlertConfirmation {
  message: string;
  summary: string;
  frequency: JobAlertFrequency;
}

export interface JobAlertOptions {
  /** PUBLIC_URL: the base of the links in the mails. */
  origin: string;
  /** Days an unconfirmed alert is kept (the confirmation mail says so). */
  unconfirmedDays: number;
  /**
   * Jobs younger than this are left to the next digest: a job whose transaction commits after the
   * digest looked is never skipped by the watermark.
   */
  settleMs: number;
}

function optional(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Job alerts: subscribing (a public form, double opt-in), confirming and unsubscribing through the
 * mails' signed links, and the digests. Mail goes through the outbox in the same transaction as
 * the change that causes it.
 */
export class JobAlertService {
  constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly tokens: TokenSigner,
    private readonly jobs: JobSearchService,
    private readonly mail: MailService,
    private readonly options: JobAlertOptions,
  ) {}

  private links(alert: JobAlert): JobAlertLinks {
    return {
      origin: this.options.origin,
      confirmToken: this.tokens.signValue(CONFIRM_PURPOSE, alert.id),
      unsubscribeToken: this.tokens.signValue(UNSUBSCRIBE_PURPOSE, alert.id),
    };
  }

  /**
   * Stores an unconfirmed alert and queues its confirmation mail (the only mail before it is
   * confirmed). The answer is the same whatever the address already has, and for a submission
   * the traps drop (stored nowhere, mailed to no one).
   */
  async subscribe(input: JobAlertInput, from: Submission): Promise<string> {
    // Never the spec's REST shape: there was no such form in the spec, so the full rules apply.
    const admission = await this.forms.admit('job-alert', input, { ...from, specPayload: false });
    if (!admission.keep) return JOB_ALERT_SUBSCRIBED_MESSAGE;
    const email = input.email.trim();
    const alert = this.em.create(JobAlert, {
      email,
      emailKey: email.toLowerCase(),
      search: input.search?.trim() ?? '',
      location: optional(input.location),
      department: optional(input.department),
      employmentType: input.employmentType ?? null,
      workplace: input.workplace ?? null,
      frequency: input.frequency ?? JobAlertFrequency.DAILY,
      consent: admission.consent,
    });
    this.mail.queue(confirmationMail(alert, { ...this.links(alert), expiresInDays: this.options.unconfirmedDays }));
    await this.em.flush();
    return JOB_ALERT_SUBSCRIBED_MESSAGE;
  }

  /** The alert a link names: NOT_FOUND for an altered link, or when the alert is gone. */
  private async alertOfLink(tx: EntityManager, purpose: string, token: string): Promise<JobAlert> {
    const id = this.tokens.verifyValue(purpose, token.trim());
    if (!id) throw AppError.notFound(JOB_ALERT_INVALID_LINK_MESSAGE);
    const alert = await tx.findOne(JobAlert, { id });
    if (!alert) throw AppError.notFound(JOB_ALERT_EXPIRED_LINK_MESSAGE);
    return alert;
  }

  /**
   * Confirms through the link of the confirmation mail; using it again changes nothing. A
   * confirmed alert of the same address with the very same search is replaced by this one, so
   * subscribing twice never mails the same jobs twice.
   */
  confirm(token: string): Promise<JobAlertConfirmation> {
    return this.em.transactional(async (tx) => {
      const alert = await this.alertOfLink(tx, CONFIRM_PURPOSE, token);
      if (!alert.confirmedAt) {
        const now = new Date();
        alert.confirmedAt = now;
        alert.jobsSeenUntil = now;
        const same = await tx.find(JobAlert, {
          id: { $ne: alert.id },
          emailKey: alert.emailKey,
          confirmedAt: { $ne: null },
          search: alert.search,
          location: alert.location ?? null,
          department: alert.department ?? null,
          employmentType: alert.employmentType ?? null,
          workplace: alert.workplace ?? null,
        });
        if (same.length)
          await this.deleteAlerts(
            tx,
            same.map((other) => other.id),
          );
      }
      const every = alert.frequency === JobAlertFrequency.WEEKLY ? 'every week' : 'every day';
      return {
        message: `Your job alert is confirmed: we will e-mail you new jobs matching ${criteriaSummary(alert)} ${every}.`,
        summary: criteriaSummary(alert),
        frequency: alert.frequency,
      };
    });
  }

  /**
   * Unsubscribes through a mail's link (the page, or the one-click POST of `List-Unsubscribe`):
   * the alert and its mail are deleted at once. A valid link whose alert is already gone answers
   * the same, so a mail program's retry or a second click is harmless; an altered link is NOT_FOUND.
   */
  unsubscribe(token: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const id = this.tokens.verifyValue(UNSUBSCRIBE_PURPOSE, token.trim());
      if (!id) throw AppError.notFound(JOB_ALERT_INVALID_LINK_MESSAGE);
      await this.deleteAlerts(tx, [id]);
      return JOB_ALERT_UNSUBSCRIBED_MESSAGE;
    });
  }

  /** Deletes alerts and every mail about them (sent or queued). */
  private async deleteAlerts(tx: EntityManager, ids: string[]): Promise<void> {
    await tx.execute(`delete from "job_alert" where "id" in ${placeholders(ids)}`, ids);
    const about = ids.map((id) => recordRef('job-alert', id));
    await tx.execute(`delete from "outbox_message" where "about" in ${placeholders(about)}`, about);
  }

  /**
   * Sends the digest of one confirmed alert that is due (a day, or a week, since the last one was
   * due), as of `now`. The alert is claimed with `for update skip locked`, and its watermark moves
   * in the same transaction as the digest is queued, so two processes never send one twice. The
   * jobs are those the public list shows for the saved search (JobSearchService.postedBetween: open, not
   * archived, not past their closing date), posted after the watermark. No new job: no mail, but
   * the alert is not due again for another period. False when no alert was due.
   */
  sendNextDigest(now: Date = new Date()): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: string }[]>(
        `select "id" from "job_alert" where "confirmed_at" is not null and (
           ("frequency" = 'DAILY' and coalesce("last_digest_at", "confirmed_at") <= ?::timestamptz - interval '1 day')
           or ("frequency" = 'WEEKLY' and coalesce("last_digest_at", "confirmed_at") <= ?::timestamptz - interval '7 days'))
         order by coalesce("last_digest_at", "confirmed_at") limit 1 for update skip locked`,
        [now.toISOString(), now.toISOString()],
      );
      if (!row) return false;
      const alert = await tx.findOneOrFail(JobAlert, { id: row.id });
      const seen = alert.jobsSeenUntil ?? alert.confirmedAt!;
      const until = new Date(Math.max(seen.getTime(), now.getTime() - this.options.settleMs));
      const jobs = await this.jobs.postedBetween(
        {
          search: alert.search,
          location: alert.location,
          department: alert.department,
          employmentType: alert.employmentType,
          workplace: alert.workplace,
        },
        seen,
        until,
        DIGEST_MAX_JOBS + 1,
        tx,
      );
      if (jobs.length) {
        const more = jobs.length > DIGEST_MAX_JOBS;
        this.mail.queue(digestMail(alert, jobs.slice(0, DIGEST_MAX_JOBS), more, this.links(alert)), tx);
      }
      alert.lastDigestAt = now;
      alert.jobsSeenUntil = until;
      return true;
    });
  }
}
