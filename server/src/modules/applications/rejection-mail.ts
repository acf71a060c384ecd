import { recordRef } from '../../lib/record-ref';
import type { OutgoingMail } from '../../mail/mail.service';
import { renderRejection } from '../settings/rejection-template';
import type { SettingsService } from '../settings/settings.service';

import type { Application } from './application.entity';
import { REJECTION_MAIL_PURPOSE } from './application-activity.service';

/** A rejection e-mail as the outbox takes it; when it may go out (`notBefore`) is the caller's to say. */
export type RejectionMail = Required<Pick<OutgoingMail, 'about' | 'to' | 'subject' | 'text' | 'purpose'>>;

/** What the reject dialog shows before staff confirm: the e-mail and how long undo can still stop it. */
export interface RejectionMailPreview {
  to: string;
  subject: string;
  text: string;
  delayMinutes: number;
}

/**
 * The one composer of the rejection e-mail: the template from settings filled in for an
 * application's candidate and job. The e-mail a rejection queues (one or many at once), the one
 * sendRejectionEmail queues at once and the reject dialog's preview all come from here, so what
 * staff see is what the candidate gets.
 */
export class RejectionMailComposer {
  constructor(
    private readonly settings: SettingsService,
    /** How long the e-mail of a rejection waits (REJECTION_EMAIL_DELAY_MINUTES), during which undo cancels it. */
    private readonly delayMs: number,
  ) {}

  get delayMinutes(): number {
    return this.delayMs / 60_000;
  }

  /** When the e-mail of a rejection decided now goes out. */
  dueAt(): Date {
    return new Date(Date.now() + this.delayMs);
  }

  /** Reads the saved template once and answers what fills it in for each application (a batch reads it once). */
  async composer(): Promise<(application: Application) => RejectionMail> {
    const template = await this.settings.rejectionTemplate();
    return (application) => {
      const text = renderRejection(template, {
        candidateName: application.fullName,
        jobTitle: application.job.title,
      });
      return {
        about: recordRef('application', application.id),
        to: application.email,
        subject: text.subject,
        text: text.body,
        purpose: REJECTION_MAIL_PURPOSE,
      };
    };
  }

  /** The rejection e-mail this application's candidate would receive now. */
  async compose(application: Application): Promise<RejectionMail> {
    return (await this.composer())(application);
  }

  async preview(application: Application): Promise<RejectionMailPreview> {
    const { to, subject, text } = await this.compose(application);
    return { to, subject, text, delayMinutes: this.delayMinutes };
  }
}
