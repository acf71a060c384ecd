import { recordRef } from '../../lib/record-ref';
import type { OutgoingMail } from '../../mail/mail.service';
import type { Job } from '../jobs/job.entity';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '../jobs/job-facts';

import { type JobAlert, JobAlertFrequency } from './job-alert.entity';

/** The pages of the mails' links (the token goes after #, so it never reaches a log). */
export const JOB_ALERT_CONFIRM_PATH = '/job-alerts/confirm';
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/job-alerts/unsubscribe';
/** The RFC 8058 one-click endpoint of the `List-Unsubscribe` header. */
export const JOB_ALERT_ONE_CLICK_PATH = '/api/job-alerts/unsubscribe';

/** The links a job-alert mail carries. */
export interface JobAlertLinks {
  origin: string;
  confirmToken?: string;
  unsubscribeToken: string;
}

/** At most this many jobs are listed in one digest; the mail links to the rest. */
export const DIGEST_MAX_JOBS = 20;

/** The saved search in words: "“engineer”, location London, Full-time", or "all jobs". */
export function criteriaSummary(alert: JobAlert): string {
  const parts = [
    alert.search ? `“${alert.search}”` : '',
    alert.location ? `location ${alert.location}` : '',
    alert.department ? `department ${alert.department}` : '',
    alert.employmentType ? EMPLOYMENT_TYPE_LABELS[alert.employmentType] : '',
    alert.workplace ? WORKPLACE_LABELS[alert.workplace] : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'all jobs';
}

/** The job list with the saved search and filters, as the site's URL writes them. */
export function searchUrl(origin: string, alert: JobAlert): string {
  const params = new URLSearchParams();
  if (alert.search) params.set('q', alert.search);
  if (alert.location) params.set('location', alert.location);
  if (alert.department) params.set('department', alert.department);
  if (alert.employmentType) params.set('type', alert.employmentType);
  if (alert.workplace) params.set('workplace', alert.workplace);
  const query = params.toString();
  return `${origin}/browse-positions${query ? `?${query}` : ''}`;
}

function every(alert: JobAlert): string {
  return alert.frequency === JobAlertFrequency.WEEKLY ? 'once a week' : 'once a day';
}

/** The unsubscribe parts every job-alert mail carries: the body's link and the RFC 8058 headers. */
function unsubscribing(
  alert: JobAlert,
  links: JobAlertLinks,
): Pick<OutgoingMail, 'headers' | 'about' | 'to'> & {
  footer: string;
} {
  const page = `${links.origin}${JOB_ALERT_UNSUBSCRIBE_PATH}#${links.unsubscribeToken}`;
  const oneClick = `${links.origin}${JOB_ALERT_ONE_CLICK_PATH}?token=${encodeURIComponent(links.unsubscribeToken)}`;
  return {
    to: alert.email,
    about: recordRef('job-alert', alert.id),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    footer: `\n\nTo stop these e-mails, unsubscribe here: ${page}\n\nKind regards,\nThe careers team`,
  };
}

/** The one mail sent before the alert is confirmed: its confirmation link. */
export function confirmationMail(alert: JobAlert, links: JobAlertLinks & { expiresInDays: number }): OutgoingMail {
  const { footer, ...parts } = unsubscribing(alert, links);
  const confirm = `${links.origin}${JOB_ALERT_CONFIRM_PATH}#${links.confirmToken ?? ''}`;
  return {
    ...parts,
    subject: 'Confirm your job alert',
    text:
      `Hello,\n\nPlease confirm that you want an e-mail ${every(alert)} about new jobs matching: ` +
      `${criteriaSummary(alert)}.\n\nConfirm your job alert: ${confirm}\n\n` +
      `If you did not ask for this, ignore this e-mail: we will send nothing more, and the request is deleted ` +
      `after ${links.expiresInDays} days.` +
      footer,
  };
}

/** A digest: the new matching jobs (title, location, link), and the whole search. */
export function digestMail(
  alert: JobAlert,
  jobs: Pick<Job, 'id' | 'title' | 'location'>[],
  more: boolean,
  links: JobAlertLinks,
): OutgoingMail {
  const { footer, ...parts } = unsubscribing(alert, links);
  const lines = jobs.map(
    (job) => `- ${job.title}${job.location ? ` (${job.location})` : ''}\n  ${links.origin}/browse-positions/${job.id}`,
  );
  const count = `${jobs.length}${more ? '+' : ''} new job${jobs.length === 1 && !more ? '' : 's'}`;
  return {
    ...parts,
    subject: `${count} matching your job alert`,
    text:
      `Hello,\n\nNew jobs matching ${criteriaSummary(alert)}:\n\n${lines.join('\n\n')}\n\n` +
      `${more ? 'There are more: see' : 'See'} every matching job: ${searchUrl(links.origin, alert)}` +
      footer,
  };
}
