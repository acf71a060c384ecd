import path from 'node:path';

import { QueryOrder } from '@mikro-orm/core';

import { type ExportFile, monthsBefore, type PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { TalentPoolAddition } from './talent-pool-addition.entity';
import { TalentPoolEntry } from './talent-pool-entry.entity';

/**
 * The talent pool: a person's entry (one per address) with its resume file, and the links to the
 * applications made from it (no personal data of their own; they go with the entry by the foreign
 * key's cascade, and the applications themselves are the applications' source's).
 */
export const talentPoolPersonalData: PersonalDataSource<{ talentPoolEntries: TalentPoolEntry[] }> = {
  name: 'talent pool',
  entities: [TalentPoolEntry, TalentPoolAddition],

  async find(em, key) {
    const talentPoolEntries = await em.find(
      TalentPoolEntry,
      { emailKey: key },
      { orderBy: { createdAt: QueryOrder.DESC } },
    );
    return {
      records: { talentPoolEntries },
      about: talentPoolEntries.map((entry) => recordRef('talent-pool', entry.id)),
    };
  },

  async export(em, { talentPoolEntries }, { storage, logger }) {
    const additions = await em.find(
      TalentPoolAddition,
      { entry: { $in: talentPoolEntries.map((entry) => entry.id) } },
      { orderBy: { addedAt: QueryOrder.DESC } },
    );
    const files: ExportFile[] = [];
    const sections = [];
    for (const entry of talentPoolEntries) {
      const name = `talent-pool/${entry.id}.${entry.resumeKind}`;
      const { resumeKey } = entry;
      const held = await storage.exists(resumeKey);
      if (held) files.push({ name, open: async () => (await storage.open(resumeKey)).stream });
      else logger.error('A talent-pool resume to export is missing from storage', { talentPoolEntryId: entry.id });
      sections.push({
        id: entry.id,
        fullName: entry.fullName,
        email: entry.email,
        phone: entry.phone,
        linkedIn: entry.linkedIn,
        message: entry.message,
        createdAt: entry.createdAt,
        submittedAt: entry.submittedAt,
        submissions: entry.submissions,
        lastActivityAt: entry.lastActivityAt,
        consent: entry.consent,
        resumeFile: held ? name : null,
        // The applications staff made from the entry (each is in `applications` too).
        applicationIds: additions
          .filter((addition) => addition.entry.id === entry.id)
          .map((addition) => addition.application.id),
      });
    }
    return { files, sections: { talentPool: sections } };
  },

  async erase(tx, key, _about, { storage, logger }) {
    const entries = await tx.execute<{ id: string; resume_key: string }[]>(
      'delete from "talent_pool_entry" where "email_key" = ? returning "id", "resume_key"',
      [key],
      'all',
    );
    return {
      counts: { talentPoolEntries: entries.length, resumes: entries.length },
      about: entries.map((row) => recordRef('talent-pool', row.id)),
      afterCommit: async () => {
        for (const { resume_key: resumeKey } of entries) {
          try {
            await storage.remove(resumeKey);
          } catch (error) {
            logger.error('Could not remove an erased talent-pool resume; the retention job will', {
              error,
              file: path.basename(resumeKey),
            });
          }
        }
        return {};
      },
    };
  },

  async purge(tx, _about, { at, periods, storage }) {
    if (!periods.talentPoolMonths) return { counts: { talentPoolEntries: 0 } };
    const entries = await tx.execute<{ id: string; resume_key: string }[]>(
      `delete from "talent_pool_entry" where "last_activity_at" < ${monthsBefore(periods.talentPoolMonths)} returning "id", "resume_key"`,
      [at],
    );
    return {
      counts: { talentPoolEntries: entries.length },
      about: entries.map((row) => recordRef('talent-pool', row.id)),
      afterCommit: async () => {
        for (const row of entries) await storage.remove(row.resume_key);
        return { files: entries.length };
      },
    };
  },
};
