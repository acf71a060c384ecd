import { QueryOrder } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { ClientShortlist } from './client-shortlist.entity';
import { ClientShortlistBrowser } from './client-shortlist-browser.entity';
import { ClientShortlistCode } from './client-shortlist-code.entity';
import { ClientShortlistEntry } from './client-shortlist-entry.entity';

/** What a code's row is kept for after it expires: the hour that counts codes sent (CODES_PER_HOUR). */
const CODE_KEPT_AFTER_EXPIRY = "interval '1 hour'";

/**
 * Shortlists sent to clients, as personal data of two people:
 * - a candidate: the entries about their applications (the recruiter's note, the client's answer),
 *   found through the applications, exported, and deleted before the applications at erasure so
 *   the report counts them (the cascade takes them with an application at retention);
 * - a client contact: the shortlists sent to them (with their answers), deleted before the
 *   contacts' source removes the contact (the cascade would take them uncounted), with their
 *   browsers and codes; the mails about them (links, codes) are about the shortlist, so the
 *   outbox's source removes those still queued.
 * Retention: the codes and browsers of shortlists that expired or were revoked serve nothing: purged.
 */
export const clientShortlistPersonalData: PersonalDataSource<{
  clientShortlistEntries: ClientShortlistEntry[];
  clientShortlists: ClientShortlist[];
}> = {
  name: 'client shortlists',
  entities: [ClientShortlist, ClientShortlistEntry, ClientShortlistBrowser, ClientShortlistCode],

  async find(em, key) {
    const [clientShortlistEntries, clientShortlists] = await Promise.all([
      em.find(
        ClientShortlistEntry,
        { application: { emailKey: key } },
        {
          populate: ['application', 'shortlist', 'shortlist.job', 'shortlist.contact', 'shortlist.contact.client'],
          orderBy: { shortlist: { sentAt: QueryOrder.DESC } },
        },
      ),
      em.find(
        ClientShortlist,
        { contact: { emailKey: key } },
        { populate: ['job', 'contact', 'contact.client'], orderBy: { sentAt: QueryOrder.DESC } },
      ),
    ]);
    return {
      records: { clientShortlistEntries, clientShortlists },
      about: clientShortlists.map((shortlist) => recordRef('client-shortlist', shortlist.id)),
    };
  },

  async export(em, { clientShortlistEntries, clientShortlists }) {
    const answers = await em.find(
      ClientShortlistEntry,
      { shortlist: { $in: clientShortlists.map((shortlist) => shortlist.id) }, answer: { $ne: null } },
      { orderBy: { answeredAt: QueryOrder.ASC } },
    );
    return {
      sections: {
        // As a candidate: what was sent about them and what the client answered.
        clientShortlistEntries: clientShortlistEntries.map((entry) => ({
          id: entry.id,
          applicationId: entry.application.id,
          job: entry.shortlist.job.title,
          client: entry.shortlist.contact.client.name,
          sentAt: entry.shortlist.sentAt,
          note: entry.note,
          answer: entry.answer,
          answerReason: entry.answerReason,
          answerComment: entry.answerComment,
          answeredAt: entry.answeredAt,
        })),
        // As a client contact: the shortlists they were sent and the answers they gave (no candidate named).
        clientShortlists: clientShortlists.map((shortlist) => ({
          id: shortlist.id,
          job: shortlist.job.title,
          client: shortlist.contact.client.name,
          sentAt: shortlist.sentAt,
          expiresAt: shortlist.expiresAt,
          revokedAt: shortlist.revokedAt,
          firstOpenedAt: shortlist.firstOpenedAt,
          message: shortlist.message,
          answers: answers
            .filter((entry) => entry.shortlist.id === shortlist.id)
            .map(({ answer, answerReason, answerComment, answeredAt }) => ({
              answer,
              answerReason,
              answerComment,
              answeredAt,
            })),
        })),
      },
    };
  },

  async erase(tx, key) {
    const entries = await tx.execute<{ id: string }[]>(
      'delete from "client_shortlist_entry" where "application_id" in (select "id" from "application" where "email_key" = ?) returning "id"',
      [key],
      'all',
    );
    const shortlists = await tx.execute<{ id: string }[]>(
      'delete from "client_shortlist" where "contact_id" in (select "id" from "client_contact" where "email_key" = ?) returning "id"',
      [key],
      'all',
    );
    return {
      counts: { clientShortlistEntries: entries.length, clientShortlists: shortlists.length },
      about: shortlists.map((row) => recordRef('client-shortlist', row.id)),
    };
  },

  async purge(tx, _about, { at }) {
    const dead = `select "id" from "client_shortlist" where "revoked_at" is not null or "expires_at" <= ?::timestamptz`;
    const codes = await tx.execute<{ id: string }[]>(
      `delete from "client_shortlist_code" where "shortlist_id" in (${dead}) or "expires_at" < ?::timestamptz - ${CODE_KEPT_AFTER_EXPIRY} returning "id"`,
      [at, at],
      'all',
    );
    const browsers = await tx.execute<{ id: string }[]>(
      `delete from "client_shortlist_browser" where "shortlist_id" in (${dead}) returning "id"`,
      [at],
      'all',
    );
    return { counts: { clientShortlistCodes: codes.length, clientShortlistBrowsers: browsers.length } };
  },
};
