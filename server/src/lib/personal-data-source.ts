import path from 'node:path';
import type { Readable } from 'node:stream';

import type { EntityManager } from '@mikro-orm/postgresql';

import type { FileStorage } from '../storage/file-storage';

import type { Logger } from './logger';
import { type RecordKind, recordRef } from './record-ref';

/** Months each kind of record is kept; 0 keeps it for ever. */
export interface RetentionPeriods {
  /** After an application's last activity (arrival, a decision, the rejection e-mail). */
  applicationMonths: number;
  /** After the date of the event registered for. */
  registrationMonths: number;
  /** After a contact message was sent. */
  contactMonths: number;
  /** After a join-us request was sent. */
  joinUsMonths: number;
  /** After an event's date: the event, its image and any registrations left. */
  eventMonths: number;
  /** Days a job alert stays unconfirmed (its confirmation link unused) before it goes; never 0. */
  jobAlertUnconfirmedDays: number;
  /** After a talent-pool entry's last activity (a CV sent, an addition to a job); 0 or left out keeps it for ever. */
  talentPoolMonths?: number;
  /** After a client contact's last change; 0 or left out keeps it for ever. */
  clientContactMonths?: number;
  /** Days a delivered (or given-up) webhook keeps its body; 0 keeps it for ever. */
  webhookBodyDays?: number;
  /**
   * Seconds a sign-in throttle row is kept after its last failure (LOGIN_WINDOW_SECONDS: past it the
   * row counts nothing). Without it, the longest window the settings allow.
   */
  signInThrottleSeconds?: number;
}

/** What every source may need besides its transaction: built once per process. */
export interface PersonalDataContext {
  storage: FileStorage;
  /** Where the default mail transport writes `.eml` files (DATA_DIR/mail), whether or not it is in use now. */
  mailFolder: string;
  logger: Logger;
}

export interface PurgeContext extends PersonalDataContext {
  /** The purge's "now", bound as `?::timestamptz` in SQL. */
  at: string;
  periods: RetentionPeriods;
  /** The public forms' rate-limit counters (rate-limiter-flexible's own table). */
  formLimits: { removeExpired(): Promise<number> };
}

/** A step run after the commit (removing files); answers counts to add to the report. */
export type AfterCommit = () => Promise<Record<string, number>>;

/** What one source removed: counts by report field, and what goes with the rows. */
export interface RemovedPart {
  counts: Record<string, number>;
  /** recordRef()s of the records deleted: the sources of queued messages delete the messages about them. */
  about?: string[];
  afterCommit?: AfterCommit;
}

/** What one source found about a person. */
export interface FoundPart<Found extends object> {
  /** Fields of the person's records (PersonRecords), each a list. */
  records: Found;
  /** recordRef()s of the records found, for the sources of messages about them. */
  about?: string[];
}

/** A file of a subject-access export. */
export interface ExportFile {
  name: string;
  open: () => Promise<Readable>;
}

/** One source's part of a subject-access export. */
export interface ExportPart {
  /** Top-level entries of `records.json`. */
  sections: Record<string, unknown>;
  /** Files to add to the zip: their name inside it, and how to read them (when the zip gets to them). */
  files?: ExportFile[];
}

/**
 * One owner of personal data: the tables, files and queued messages of one module, found,
 * exported and erased by a person's e-mail key (trimmed, lower-cased) and purged by retention. The
 * list in db/personal-data-sources.ts is the only place PersonService and RetentionService look;
 * a test fails when a column holding an e-mail address, phone or name belongs to no source.
 *
 * The list runs in order: sources of records come before the sources of messages about them
 * (`about` is handed on), and every step of erase and purge shares one transaction.
 */
export interface PersonalDataSource<Found extends object = object> {
  /** For logs and the coverage test. */
  readonly name: string;
  /**
   * True for the sources of queued messages (mail, webhook deliveries): they run after every
   * source of records and take the records' refs (`about`).
   */
  readonly messagesAbout?: boolean;
  /** The entities (tables) it answers for. */
  readonly entities: readonly (abstract new (...args: never[]) => object)[];
  find?(em: EntityManager, key: string, about: readonly string[]): Promise<FoundPart<Found>>;
  export?(em: EntityManager, found: Found, context: PersonalDataContext): Promise<ExportPart>;
  erase?(tx: EntityManager, key: string, about: readonly string[], context: PersonalDataContext): Promise<RemovedPart>;
  purge?(tx: EntityManager, about: readonly string[], context: PurgeContext): Promise<RemovedPart>;
}

/**
 * After an erasure's commit: removes the erased records' files. A file that cannot be removed now is
 * logged (by its name, never its folder) and left to the retention job's sweep of files no row
 * names; the erasure itself stands.
 */
export function removeErasedFiles(
  storage: FileStorage,
  logger: Logger,
  keys: readonly string[],
  what: string,
): AfterCommit {
  return async () => {
    for (const key of keys) {
      try {
        await storage.remove(key);
      } catch (error) {
        logger.error(`Could not remove an erased ${what}; the retention job will`, { error, file: path.basename(key) });
      }
    }
    return {};
  };
}

/** After a purge's commit: removes the purged records' files, counted in the report's `files`. */
export function removePurgedFiles(storage: FileStorage, keys: readonly string[]): AfterCommit {
  return async () => {
    for (const key of keys) await storage.remove(key);
    return { files: keys.length };
  };
}

/**
 * A retention purge of rows kept `months` after their last activity (`last_activity_at`), each with
 * a stored resume (`resume_key`) that goes after the commit; 0 months keeps them.
 */
export async function purgeInactiveWithResumes(
  tx: EntityManager,
  rows: { table: string; field: string; kind: RecordKind },
  { at, months, storage }: { at: string; months: number | undefined; storage: FileStorage },
): Promise<RemovedPart> {
  if (!months) return { counts: { [rows.field]: 0 } };
  const purged = await tx.execute<{ id: string; resume_key: string }[]>(
    `delete from "${rows.table}" where "last_activity_at" < ${monthsBefore(months)} returning "id", "resume_key"`,
    [at],
  );
  return {
    counts: { [rows.field]: purged.length },
    about: purged.map((row) => recordRef(rows.kind, row.id)),
    afterCommit: removePurgedFiles(
      storage,
      purged.map((row) => row.resume_key),
    ),
  };
}

/** `(?::timestamptz - <months> months)`: the cut-off of a retention period, as of the purge's `at`. */
export function monthsBefore(months: number): string {
  return `(?::timestamptz - make_interval(months => ${Math.trunc(months)}))`;
}

/** The sources of records first, then those of queued messages (which take the records' refs). */
export function recordsThenMessages(sources: readonly PersonalDataSource[]): PersonalDataSource[] {
  return [...sources.filter((source) => !source.messagesAbout), ...sources.filter((source) => source.messagesAbout)];
}

/** Adds counts by name (a field two sources report, such as `files`, is summed). */
export function addCounts(into: Record<string, number>, counts: Record<string, number>): void {
  for (const [name, count] of Object.entries(counts)) into[name] = (into[name] ?? 0) + count;
}
