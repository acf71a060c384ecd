import type { Logger } from '../../lib/logger';

import { consentFor, type ConsentRecord, type FormBasis } from './consent';
import type { FormRateLimits, PublicFormKind } from './form-rate-limits';
import { type HeldMark, HoldReason } from './held';
import type { PrivacyVersions } from './privacy-versions';
import type { PublicFormInput } from './public-form.inputs';

/** Where a submission came from, as the adapter (GraphQL or REST) saw it. */
export interface Submission {
  /** The client address (rate limits). */
  ip: string;
  /** A REST body in the spec's shape, without consent fields: recorded as notice shown by the caller. */
  specPayload?: boolean;
}

/** What a public form submission may do: store it (with its consent), or answer it and drop it. */
export interface Admission {
  /** False (a filled honeypot only): answer it like a success, but store nothing and send nothing. */
  keep: boolean;
  /**
   * Set when the record is kept but held for review (sent faster than a person fills the form):
   * stored with this mark, no mail and no webhook until staff release it.
   */
  hold: HeldMark | null;
  consent: ConsentRecord;
}

/** Consent is the basis for applications (to a job or the talent pool), join-us requests and job alerts; the others show a notice. */
const BASIS: Record<PublicFormKind, FormBasis> = {
  apply: 'consent',
  'join-us': 'consent',
  register: 'notice',
  contact: 'notice',
  // Mail the visitor did not otherwise ask for: consent, and double opt-in on top (job-alert.service.ts).
  'job-alert': 'consent',
  // A CV kept for jobs to come, as an application is for its job.
  'talent-pool': 'consent',
};

/**
 * The rules every public form goes through before anything is stored, in this order: the consent
 * (BAD_USER_INPUT naming the field), the rate limits per address and per e-mail
 * (TOO_MANY_REQUESTS), then the traps for automated senders: a filled honeypot keeps nothing but
 * is answered like a success; a form sent faster than FORM_MIN_FILL_SECONDS is kept and held for
 * review, because browser autofill makes people that fast too and a person must never be lost.
 */
export class PublicFormService {
  constructor(
    private readonly limits: FormRateLimits,
    private readonly minFillMs: number,
    private readonly logger: Logger,
    /** Which privacy notice versions forms may send (the constants and the privacy policy's publishes). */
    private readonly privacyVersions: PrivacyVersions,
  ) {}

  /** The rate limits only, counting nothing: before reading an upload (see FormRateLimits). */
  ensureAllowed(form: PublicFormKind, from: Pick<Submission, 'ip'>, email?: string): Promise<void> {
    return this.limits.ensureAllowed(form, from.ip, email);
  }

  async admit(form: PublicFormKind, input: PublicFormInput & { email: string }, from: Submission): Promise<Admission> {
    const versionKnown = from.specPayload ? true : await this.privacyVersions.isKnown(input.privacyVersion);
    const consent = consentFor(BASIS[form], input, from.specPayload, versionKnown);
    await this.limits.consume(form, from.ip, input.email);
    if (input.website) {
      // Counted by the limits above, then dropped: no row, no file, no e-mail. No personal data logged.
      this.logger.info('Dropped a public form that looked automated', { form, trap: 'honeypot' });
      return { keep: false, hold: null, consent };
    }
    if (typeof input.fillMs === 'number' && input.fillMs < this.minFillMs) {
      this.logger.info('Held a public form for review: sent faster than the minimum fill time', { form });
      return { keep: true, hold: { heldAt: new Date(), heldReason: HoldReason.FillTime }, consent };
    }
    return { keep: true, hold: null, consent };
  }
}
