import { QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { PersonalDataSource, RemovedPart } from '../lib/personal-data-source';
import { placeholders } from '../lib/sql';

import { emlFileIds, removeEmlFiles } from './mail-transport';
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

/** Outbox ids of `.eml` files in the folder whose row no longer exists. */
async function orphanEmlIds(tx: EntityManager, mailFolder: string): Promise<string[]> {
  const ids = await emlFileIds(mailFolder);
  const kept = new Set<string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await tx.execute<{ id: string }[]>(
      `select "id"::text as "id" from "outbox_message" where "id"::text in ${placeholders(chunk)}`,
      chunk,
    );
    for (const row of rows) kept.add(row.id);
  }
  return ids.filter((id) => !kept.has(id));
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
    const purged = about.length
      ? await deleteMail(tx, `"about" in ${placeholders(about)}`, [...about], mailFolder)
      : { counts: { mail: 0 } };
    // Files whose message is gone by any other way (an unsubscribe, a cancelled rejection, an
    // erasure whose file removal failed) go too: a file is never kept longer than its row.
    const orphans = await orphanEmlIds(tx, mailFolder);
    return {
      ...purged,
      afterCommit: async () => ({
        mailFiles: ((await purged.afterCommit?.())?.mailFiles ?? 0) + (await removeEmlFiles(mailFolder, orphans)),
      }),
    };
  },
};
