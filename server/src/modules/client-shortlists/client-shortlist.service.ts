import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { recordRef } from '../../lib/record-ref';
import { isUuid } from '../../lib/validation';
import type { MailService } from '../../mail/mail.service';
import { Application } from '../applications/application.entity';
import { ApplicationStatus } from '../applications/application-status';
import { byApplicationLoader } from '../applications/by-application-loader';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { ClientContact } from '../clients/client-contact.entity';
import { Job } from '../jobs/job.entity';
import { User } from '../users/user.entity';

import { ClientShortlist } from './client-shortlist.entity';
import { type SendClientShortlistInput, SHORTLIST_NOTE_MAX_LENGTH } from './client-shortlist.inputs';
import { SHORTLIST_NOT_FOUND_MESSAGE } from './client-shortlist.messages';
import { ClientShortlistEntry } from './client-shortlist-entry.entity';
import { newToken, tokenHash } from './client-shortlist-secrets';

/** What a shortlist is read with, so every field of the staff type is at hand (no N+1). */
export const SHORTLIST_POPULATE = ['job', 'contact', 'contact.client', 'sentBy'] as const;

/** The audit subject of a shortlist (its sentences name the contact it was sent to). */
export const shortlistSubject = (shortlist: { id: string }) => ({
  type: 'client-shortlist' as const,
  id: shortlist.id,
});

/** The link of a shortlist, as the contact's e-mail gives it. */
export const shortlistLink = (publicUrl: string, token: string) => `${publicUrl}/shortlists/${token}`;

/** A day as the e-mails write it. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Staff's side of shortlists for clients: sending one (candidates of a job, to a contact of the
 * job's client, with what is shared and for how long), revoking it, the list of a job's, and the
 * clients' answers on a candidate (batched).
 */
export class ClientShortlistService {
  private readonly entriesOfShortlists = new DataLoader<string, ClientShortlistEntry[]>(
    async (ids) => {
      const rows = await this.em.find(
        ClientShortlistEntry,
        { shortlist: { $in: [...ids] } },
        { populate: ['application'], orderBy: { position: QueryOrder.ASC } },
      );
      return ids.map((id) => rows.filter((row) => row.shortlist.id === id));
    },
    { cache: false },
  );

  private readonly feedback = byApplicationLoader((ids) =>
    this.em.find(
      ClientShortlistEntry,
      { application: { $in: ids } },
      {
        populate: SHORTLIST_POPULATE.map((path) => `shortlist.${path}` as const),
        orderBy: { shortlist: { sentAt: QueryOrder.DESC, id: QueryOrder.DESC } },
      },
    ),
  );

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly options: { publicUrl: string },
  ) {}

  /**
   * Sends a shortlist: checks the job (it has a client), the contact (one of that client's), the
   * candidates (1 to 50 of the job's, none rejected, withdrawn or held, none twice) and notes;
   * stores it with only the token's hash, audits it and queues the contact's e-mail with the link,
   * in one transaction. Moves no application.
   */
  async send(sender: User, input: SendClientShortlistInput): Promise<ClientShortlist> {
    const job = isUuid(input.jobId) ? await this.em.findOne(Job, { id: input.jobId }, { populate: ['client'] }) : null;
    if (!job) throw AppError.notFound('This job does not exist.');
    if (!job.client) {
      throw AppError.badInput('jobId', 'This job has no client: set its client before sending a shortlist.');
    }
    const contact = isUuid(input.contactId)
      ? await this.em.findOne(ClientContact, { id: input.contactId }, { populate: ['client'] })
      : null;
    if (!contact || contact.client.id !== job.client.id) {
      throw AppError.badInput('contactId', 'Choose a contact of this job’s client.');
    }
    const ids = input.entries.map((entry) => entry.applicationId);
    if (new Set(ids).size !== ids.length) throw AppError.badInput('entries', 'A candidate is on the list twice.');
    if (input.entries.some((entry) => (entry.note ?? '').trim().length > SHORTLIST_NOTE_MAX_LENGTH)) {
      throw AppError.badInput('entries', `A note may be at most ${SHORTLIST_NOTE_MAX_LENGTH} characters.`);
    }
    const applications = ids.every(isUuid) ? await this.em.find(Application, { id: { $in: ids } }) : [];
    const byId = new Map(applications.map((application) => [application.id, application]));
    if (ids.some((id) => byId.get(id)?.job.id !== job.id || byId.get(id)?.heldAt)) {
      throw AppError.badInput('entries', 'Every candidate must have applied for this job.');
    }
    const out = applications.find(
      (application) => application.status === ApplicationStatus.Rejected || application.withdrawnAt,
    );
    if (out) throw AppError.badInput('entries', `${out.fullName} was rejected or withdrew: take them off the list.`);

    const token = newToken();
    const sentAt = new Date();
    const shortlist = await this.em.transactional(async (tx) => {
      const created = tx.create(ClientShortlist, {
        job: tx.getReference(Job, job.id),
        contact: tx.getReference(ClientContact, contact.id),
        sentBy: tx.getReference(User, sender.id),
        tokenHash: tokenHash(token),
        shareResume: input.shareResume,
        shareLinkedIn: input.shareLinkedIn,
        shareEmail: input.shareEmail,
        sharePhone: input.sharePhone,
        message: input.message?.trim() ?? '',
        sentAt,
        expiresAt: new Date(sentAt.getTime() + input.expiresInDays * 86_400_000),
      });
      input.entries.forEach((entry, position) =>
        tx.create(ClientShortlistEntry, {
          shortlist: created,
          application: tx.getReference(Application, entry.applicationId),
          position,
          note: entry.note?.trim() ?? '',
        }),
      );
      this.audit.record(
        {
          actor: auditActor(sender),
          action: AuditAction.CLIENT_SHORTLIST_SENT,
          subject: shortlistSubject(created),
          details: {
            jobId: job.id,
            contactId: contact.id,
            candidates: ids.length,
            shares: [
              ...(created.shareResume ? ['resume'] : []),
              ...(created.shareLinkedIn ? ['linkedIn'] : []),
              ...(created.shareEmail ? ['email'] : []),
              ...(created.sharePhone ? ['phone'] : []),
            ],
            expiresAt: created.expiresAt.toISOString(),
          },
        },
        tx,
      );
      const senderName = `${sender.firstName} ${sender.lastName}`.trim();
      const count = ids.length === 1 ? '1 candidate' : `${ids.length} candidates`;
      this.mail.queue(
        {
          about: recordRef('client-shortlist', created.id),
          to: contact.email,
          subject: `Candidates for ${job.title}`,
          text:
            `Dear ${contact.fullName},\n\n${senderName} sent you a shortlist of ${count} for ${job.title}.\n\n` +
            (created.message ? `${created.message}\n\n` : '') +
            `Open it here:\n${shortlistLink(this.options.publicUrl, token)}\n\n` +
            `The link works until ${day(created.expiresAt)}. The first time you open it in a browser, we e-mail you ` +
            'a one-time code to enter. Please do not forward this e-mail: the link is meant for you.\n\n' +
            `Kind regards,\n${senderName}`,
        },
        tx,
      );
      return created;
    });
    return this.get(shortlist.id);
  }

  /** Stops a shortlist's link at once; audited. A revoked one is answered as it is (no second entry). */
  async revoke(actor: Actor, id: string): Promise<ClientShortlist> {
    await this.em.transactional(async (tx) => {
      const shortlist = isUuid(id) ? await tx.findOne(ClientShortlist, { id }) : null;
      if (!shortlist) throw AppError.notFound(SHORTLIST_NOT_FOUND_MESSAGE);
      if (shortlist.revokedAt) return;
      shortlist.revokedAt = new Date();
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.CLIENT_SHORTLIST_REVOKED,
          subject: shortlistSubject(shortlist),
          details: { reason: 'revoked', jobId: shortlist.job.id, contactId: shortlist.contact.id },
        },
        tx,
      );
    });
    return this.get(id);
  }

  /** One shortlist with what its fields read. */
  async get(id: string): Promise<ClientShortlist> {
    const shortlist = isUuid(id)
      ? await this.em.findOne(ClientShortlist, { id }, { populate: SHORTLIST_POPULATE, refresh: true })
      : null;
    if (!shortlist) throw AppError.notFound(SHORTLIST_NOT_FOUND_MESSAGE);
    return shortlist;
  }

  /** A job's shortlists, the newest first (one statement). */
  async listForJob(jobId: string): Promise<ClientShortlist[]> {
    if (!isUuid(jobId)) return [];
    return this.em.find(
      ClientShortlist,
      { job: jobId },
      { populate: SHORTLIST_POPULATE, orderBy: { sentAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /** A shortlist's candidates in the recruiter's order (the shortlists of a request batched). */
  entriesOf(shortlistId: string): Promise<ClientShortlistEntry[]> {
    return this.entriesOfShortlists.load(shortlistId);
  }

  /** The clients' answers about an application: its entries, the newest shortlist first (batched). */
  feedbackOn(applicationId: string): Promise<ClientShortlistEntry[]> {
    return this.feedback.load(applicationId);
  }
}
