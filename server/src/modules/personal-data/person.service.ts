import { Readable } from 'node:stream';

import type { EntityManager } from '@mikro-orm/postgresql';

import { PERSONAL_DATA_SOURCES } from '../../db/personal-data-sources';
import { AppError } from '../../lib/app-error';
import { loadArchiver } from '../../lib/packages-on-first-use';
import {
  addCounts,
  type AfterCommit,
  type ExportFile,
  type PersonalDataContext,
  type PersonalDataSource,
  recordsThenMessages,
} from '../../lib/personal-data-source';
import { isStorableText } from '../../lib/validation';
import { auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { User } from '../users/user.entity';

import { ErasureReport, type PersonRecords } from './person.types';

/** The key every lookup uses: the address trimmed and lower-cased (stored addresses keep their case). */
export function personKey(email: string): string {
  // A plain argument, not an input type: the NUL and lone-surrogate check is made here.
  if (!isStorableText(email)) throw AppError.badInput('email', 'email contains a character that is not allowed.');
  const key = email.trim().toLowerCase();
  if (!key || key.length > 254) throw AppError.badInput('email', 'email must be 1 to 254 characters.');
  return key;
}

export interface PersonExport {
  stream: Readable;
  fileName: string;
}

/**
 * Finds, exports and erases everything held about one e-mail address, by asking every source in
 * PERSONAL_DATA_SOURCES (db/personal-data-sources.ts): a new table of personal data registers its
 * source there, not here.
 */
export class PersonService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly context: PersonalDataContext,
    private readonly sources: readonly PersonalDataSource[] = PERSONAL_DATA_SOURCES,
  ) {}

  /**
   * Everything held about the address, each kind newest first. The sources of records are asked
   * at once, then the sources of messages with what they found: a fixed number of queries,
   * whatever the address holds.
   */
  async find(email: string): Promise<PersonRecords> {
    const key = personKey(email);
    return (await this.findParts(key)).records;
  }

  private async findParts(key: string) {
    const about: string[] = [];
    const parts = new Map<PersonalDataSource, object>();
    // The sources of records together, then those of the messages about what they found.
    for (const messages of [false, true]) {
      const batch = this.sources.filter((source) => source.find && Boolean(source.messagesAbout) === messages);
      const found = await Promise.all(batch.map((source) => source.find!(this.em, key, [...about])));
      found.forEach((part, index) => {
        parts.set(batch[index]!, part.records);
        about.push(...(part.about ?? []));
      });
    }
    const records = Object.assign({ email: key }, ...parts.values()) as PersonRecords;
    return { records, parts };
  }

  /**
   * A zip for a subject-access request: `records.json` (every source's part) and the files the
   * sources add (each application's resume under `resumes/`). The export is written to the audit
   * log (a salted hash of the address and the counts) before the download starts.
   */
  async export(actor: User, email: string): Promise<PersonExport> {
    const key = personKey(email);
    const { records, parts } = await this.findParts(key);
    const sections: Record<string, unknown> = {};
    const files: ExportFile[] = [];
    for (const [source, found] of parts) {
      if (!source.export) continue;
      const part = await source.export(this.em, found, this.context);
      Object.assign(sections, part.sections);
      files.push(...(part.files ?? []));
    }
    await this.audit.recordNow({
      actor: auditActor(actor),
      action: AuditAction.PERSON_EXPORTED,
      subject: { type: 'person', id: this.audit.hashEmail(key) },
      details: { emailHash: this.audit.hashEmail(key), ...countsOf(records) },
    });

    const json = { exportedAt: new Date().toISOString(), email: key, ...sections };
    const archive = loadArchiver()('zip', { zlib: { level: 6 } });
    archive.append(`${JSON.stringify(json, null, 2)}\n`, { name: 'records.json' });
    // Each file is opened only when the zip reaches it: one open download from storage at a time.
    for (const file of files) archive.append(Readable.from(openedWhenRead(file)), { name: file.name });
    void archive.finalize();
    const safe = key.replace(/[^a-z0-9._-]/g, '_');
    return { stream: archive, fileName: `personal-data-${safe}.zip` };
  }

  /**
   * Deletes every row about the address in one transaction, with the audit entry (who, when, and a
   * salted hash of the address: nothing else), then removes the files (resumes, `.eml` copies of
   * the mail). A file whose removal fails (or a process stopped right after the commit) is left to
   * the retention job, which removes every resume and image no row points to.
   */
  async erase(actor: User, email: string): Promise<ErasureReport> {
    const key = personKey(email);
    const { counts, afterCommit } = await this.em.transactional(async (tx) => {
      const counted: Record<string, number> = {};
      const about: string[] = [];
      const after: AfterCommit[] = [];
      for (const source of recordsThenMessages(this.sources)) {
        if (!source.erase) continue;
        const part = await source.erase(tx, key, [...about], this.context);
        addCounts(counted, part.counts);
        about.push(...(part.about ?? []));
        if (part.afterCommit) after.push(part.afterCommit);
      }
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.PERSON_ERASED,
          subject: { type: 'person', id: this.audit.hashEmail(key) },
          details: { emailHash: this.audit.hashEmail(key) },
        },
        tx,
      );
      return { counts: counted, afterCommit: after };
    });
    // Rows deleted above with raw SQL must not linger in this request's identity map.
    this.em.clear();
    for (const step of afterCommit) {
      try {
        addCounts(counts, await step());
      } catch (error) {
        this.context.logger.error('Could not remove the files of an erasure; the retention job will', { error });
      }
    }
    return Object.assign(new ErasureReport(), counts);
  }
}

/** The audit entry's counts: how many of each kind of record the export held. */
function countsOf(records: PersonRecords): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(records)) if (Array.isArray(value)) counts[name] = value.length;
  return counts;
}

/** The file's bytes, its storage opened at the first read rather than when the zip is assembled. */
async function* openedWhenRead(file: ExportFile): AsyncGenerator<Buffer> {
  yield* (await file.open()) as AsyncIterable<Buffer>;
}
