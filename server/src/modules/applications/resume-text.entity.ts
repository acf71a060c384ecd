import { Entity, Enum, Index, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

import { Application } from './application.entity';

/** Where a resume's text stands: waiting for the background extraction, searchable, or not to be had. */
export enum ResumeTextState {
  PENDING = 'pending',
  EXTRACTED = 'extracted',
  UNAVAILABLE = 'unavailable',
}

/** Why a resume's text is not available (kept beside the state, shown to staff). */
export enum ResumeTextUnavailable {
  /** A Word 97-2003 file: no well-kept library reads it. */
  LEGACY_DOC = 'legacy_doc',
  /** The file could not be read as its kind (damaged, encrypted, or only pictures of text). */
  UNREADABLE = 'unreadable',
  /** Every attempt failed (the reader ran out of time or memory, or the file could not be opened). */
  FAILED = 'failed',
}

/** Whether All candidates' search finds the words of an application's resume, as the API says it. */
export enum ResumeTextStatus {
  READING = 'READING',
  SEARCHABLE = 'SEARCHABLE',
  LEGACY_DOC = 'LEGACY_DOC',
  UNREADABLE = 'UNREADABLE',
  FAILED = 'FAILED',
}

registerEnumType(ResumeTextStatus, {
  name: 'ResumeTextStatus',
  description: 'Whether the search of candidates finds the words inside this resume.',
  valuesConfig: {
    READING: { description: 'Not yet: the text is read in the background moments after the application arrives.' },
    SEARCHABLE: { description: 'Its words are found by the search.' },
    LEGACY_DOC: { description: 'Text not available: a Word 97-2003 (.doc) file is not read.' },
    UNREADABLE: {
      description: 'Text not available: the file holds no text to read (a scan, a damaged or protected file).',
    },
    FAILED: {
      description: 'Text not available: reading the file failed three times (it took too long or too much memory).',
    },
  },
});

/** The API's status of a resume's text. */
export function resumeTextStatus(state: ResumeTextState | undefined, reason: ResumeTextUnavailable | null | undefined) {
  if (state === ResumeTextState.EXTRACTED) return ResumeTextStatus.SEARCHABLE;
  if (state !== ResumeTextState.UNAVAILABLE) return ResumeTextStatus.READING;
  if (reason === ResumeTextUnavailable.LEGACY_DOC) return ResumeTextStatus.LEGACY_DOC;
  return reason === ResumeTextUnavailable.UNREADABLE ? ResumeTextStatus.UNREADABLE : ResumeTextStatus.FAILED;
}

/** The language of the full-text search over resumes (stemming: "analysts" finds "analyst"). */
export const RESUME_TEXT_SEARCH_CONFIG = 'english';

/**
 * The text of an application's resume, read from the file in the background after the
 * application is stored (ResumeTextService), and what All candidates' search finds words in.
 * Every application has one row, queued by a trigger on `application` as it is inserted
 * (Migration20261128120000ResumeText), so no way in can forget it; deleted with its application
 * (erasure, retention, a held application's deletion) by the foreign key's cascade. Applicants'
 * personal data: registered with the application's personal-data source.
 */
@Entity({ tableName: 'application_resume_text' })
@Index({
  name: 'application_resume_text_search_idx',
  expression:
    'create index "application_resume_text_search_idx" on "application_resume_text" using gin ("search_vector")',
})
@Index({
  name: 'application_resume_text_pending_idx',
  expression:
    'create index "application_resume_text_pending_idx" on "application_resume_text" ("queued_at" desc) where "state" = \'pending\'',
})
export class ResumeText {
  [OptionalProps]?: 'state' | 'text' | 'reason' | 'attempts' | 'queuedAt' | 'claimedUntil' | 'extractedAt';

  @OneToOne(() => Application, { primary: true, owner: true, deleteRule: 'cascade' })
  application!: Application;

  @Enum({ items: () => ResumeTextState, type: 'string', length: 20, default: ResumeTextState.PENDING })
  state: ResumeTextState = ResumeTextState.PENDING;

  /** The words of the resume, at most RESUME_TEXT_MAX_CHARS; null until extracted. Never loaded with the row. */
  @Property({ type: 'text', nullable: true, lazy: true })
  text?: string | null;

  /** What the search matches (PostgreSQL computes it from `text`); never loaded. */
  @Property({
    type: 'tsvector',
    generated: `(to_tsvector('${RESUME_TEXT_SEARCH_CONFIG}', coalesce("text", ''))) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: string;

  @Enum({ items: () => ResumeTextUnavailable, type: 'string', length: 20, nullable: true })
  reason?: ResumeTextUnavailable | null;

  /** Extraction attempts so far (a crash or a timeout counts; RESUME_TEXT_MAX_ATTEMPTS ends it). */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** When it was queued: the newest resumes are read first, the backfill of older ones after them. */
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  queuedAt: Date = new Date();

  /** A process reading it holds it until then; past it, another process may take it again. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedUntil?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  extractedAt?: Date | null;
}
