import type { EntityManager } from '@mikro-orm/postgresql';

import { recordRef } from '../../lib/record-ref';
import { type MailService } from '../../mail/mail.service';
import type { TokenSigner } from '../auth/token';
import type { Event } from '../events/event.entity';
import { eventPagePath } from '../events/event-calendar';

import type { Registration } from './registration.entity';
import { registrationMail, type RegistrationMailKind } from './registration-mails';

/** The purpose a cancel link's signature is made for (see TokenSigner.signValue). */
const CANCEL_LINK_PURPOSE = 'registration-cancel';

export interface RegistrationMailerOptions {
  origin: string;
  organizer: { name: string; email: string };
}

/**
 * A registrant's mail, queued in the caller's transaction, and the personal cancel link it
 * carries: the link is made and read back here only, so its signature's purpose is written once.
 */
export class RegistrationMailer {
  constructor(
    private readonly mail: MailService,
    private readonly tokens: TokenSigner,
    private readonly options: RegistrationMailerOptions,
  ) {}

  /** The personal link that cancels a registration (signed: it cannot be guessed or altered). */
  private cancelUrl(registration: Registration): string {
    const token = this.tokens.signValue(CANCEL_LINK_PURPOSE, registration.id);
    // In the fragment: the token never reaches a server log or a Referer header.
    return `${this.options.origin}${eventPagePath(registration.event.id)}/cancel#${token}`;
  }

  /** The registration id a cancel link's token carries; undefined when the token was altered or is foreign. */
  registrationIdOfLink(token: string): string | undefined {
    return this.tokens.verifyValue(CANCEL_LINK_PURPOSE, token.trim());
  }

  /** Queues the `kind` mail about `registration` in the transaction `tx`. */
  queue(tx: EntityManager, kind: RegistrationMailKind, event: Event, registration: Registration): void {
    this.mail.queue(
      {
        ...registrationMail(kind, event, registration, {
          origin: this.options.origin,
          organizer: this.options.organizer,
          cancelUrl: this.cancelUrl(registration),
        }),
        // The retention job and an erasure delete mail about the registrations they delete.
        about: recordRef('registration', registration.id),
      },
      tx,
    );
  }
}
