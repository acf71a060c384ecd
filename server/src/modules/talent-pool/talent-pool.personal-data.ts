import { QueryOrder } from '@mikro-orm/core';

import {
  type ExportFile,
  type PersonalDataSource,
  purgeInactiveWithResumes,
  removeErasedFiles,
} from '../../lib/personal-data-source';
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
      afterCommit: removeErasedFiles(
        storage,
        logger,
        entries.map((row) => row.resume_key),
        'talent-pool resume',
      ),
    };
  },

  purge(tx, _about, { at, periods, storage }) {
    const rows = { table: 'talent_pool_entry', field: 'talentPoolEntries', kind: 'talent-pool' } as const;
    return purgeInactiveWithResumes(tx, rows, { at, months: periods.talentPoolMonths, storage });
  },
};
