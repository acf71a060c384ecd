import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { PersonalDataSource, RemovedPart } from '../lib/personal-data-source';
import { placeholders } from '../lib/sql';

import { removeEmlFiles } from './mail-transport';
import { OutboxMessage } from './outbox-message.entity';

/** An e-mail as the person screen shows it. */
export interface MailOfPerson {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
}

async function deleteMail(
  tx: EntityManager,
  where: string,
  params: unknown[],
  mailFolder: string,
): Promise<RemovedPart> {
  const rows = await tx.execute<{ id: string }[]>(
    `delete from "outbox_message" where ${where} returning "id"`,
    params,
    'all',
  );
  const ids = rows.map((row) => row.id);
  return {
    counts: { mail: rows.length },
    // A message delivered by the file transport also lives as an `.eml` file; it goes with its row.
    afterCommit: async () => ({ mailFiles: await removeEmlFiles(mailFolder, ids) }),
  };
}

/**
 * Mail to the person, or about their records (sent or waiting), with the `.eml` files the default
 * transport wrote. Runs after the sources of records: `about` names what they found or deleted.
 */
export const outboxPersonalData: PersonalDataSource<{ mail: MailOfPerson[] }> = {
  name: 'mail',
  messagesAbout: true,
  entities: [OutboxMessage],

  async find(em, key, about) {
    const rows = await em.find(
      OutboxMessage,
      about.length
        ? { $or: [{ [raw('lower("to")')]: key }, { about: { $in: [...about] } }] }
        : { [raw('lower("to")')]: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return {
      records: {
        mail: rows.map((message) => ({
          id: message.id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          createdAt: message.createdAt,
          sentAt: message.sentAt ?? null,
        })),
      },
    };
  },

  async export(_em, { mail }) {
    return { sections: { mail } };
  },

  erase(tx, key, about, { mailFolder }) {
    return deleteMail(
      tx,
      `lower("to") = ?${about.length ? ` or "about" in ${placeholders(about)}` : ''}`,
      [key, ...about],
      mailFolder,
    );
  },

  async purge(tx, about, { mailFolder }) {
    if (about.length === 0) return { counts: { mail: 0 } };
    return deleteMail(tx, `"about" in ${placeholders(about)}`, [...about], mailFolder);
  },
};
