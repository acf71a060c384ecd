import { buffer } from 'node:stream/consumers';

import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../storage/file-storage';

import type { ResumeKind } from './application.entity';
import { ResumeText, ResumeTextState, resumeTextStatus, ResumeTextUnavailable } from './resume-text.entity';
import type { ResumeTextExtractor, ResumeTextOutcome } from './resume-text-extractor';

/** Attempts that failed of themselves (time, memory, storage) before a resume is marked FAILED. */
export const RESUME_TEXT_MAX_ATTEMPTS = 3;

/**
 * How long a process holds a resume it is reading: past it (the process stopped mid-way, or the
 * attempt failed), another process or the next tick takes it again. Longer than the reader's time limit.
 */
const CLAIM_SECONDS = 120;

interface Claimed {
  id: string;
  resume_key: string;
  resume_kind: ResumeKind;
  attempts: number;
}

/**
 * The background reading of resumes' text (the queue is `application_resume_text`): each tick
 * claims the newest pending resume, reads its file outside any transaction, and records the text
 * or why there is none. Every process runs it (workers.ts); claims keep two from reading the same file.
 */
export class ResumeTextService {
  /** Not cached: a later read in the same request sees a change. */
  private readonly statuses = new DataLoader(
    async (ids: readonly string[]) => {
      const rows = await this.em.find(ResumeText, { application: { $in: [...ids] } });
      const byId = new Map(rows.map((row) => [row.application.id, row]));
      return ids.map((id) => resumeTextStatus(byId.get(id)?.state, byId.get(id)?.reason));
    },
    { cache: false },
  );

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
  ) {}

  /** Reads the next pending resume; false when none is waiting (the loop then sleeps). */
  async extractNext(extractor: ResumeTextExtractor): Promise<boolean> {
    const [claimed] = await this.em.execute<Claimed[]>(
      `update "application_resume_text" t set "attempts" = t."attempts" + 1, ` +
        `"claimed_until" = now() + make_interval(secs => ${CLAIM_SECONDS}) ` +
        `from "application" a where a."id" = t."application_id" and t."application_id" = (` +
        `select "application_id" from "application_resume_text" where "state" = 'pending' ` +
        `and ("claimed_until" is null or "claimed_until" < now()) ` +
        `order by "queued_at" desc limit 1 for update skip locked) ` +
        `returning t."application_id" as "id", a."resume_key", a."resume_kind", t."attempts"`,
      [],
      'all',
    );
    if (!claimed) return false;
    if (claimed.attempts > RESUME_TEXT_MAX_ATTEMPTS) {
      await this.record(claimed.id, { reason: ResumeTextUnavailable.FAILED });
      return true;
    }
    if (claimed.resume_kind === 'doc') {
      await this.record(claimed.id, { reason: ResumeTextUnavailable.LEGACY_DOC });
      return true;
    }
    let outcome: ResumeTextOutcome;
    try {
      const file = await this.storage.open(claimed.resume_key);
      outcome = await extractor.extract(claimed.resume_kind, await buffer(file.stream));
    } catch (error) {
      if (!(await this.fileIsThere(claimed.resume_key))) {
        // The row outlived its file (a lost disk or bucket): no later attempt would find it, so one
        // line says so and the resume is given up now rather than logged again on each attempt.
        this.logger.error('A resume’s file is missing from storage; its text will not be read', {
          applicationId: claimed.id,
        });
        await this.record(claimed.id, { reason: ResumeTextUnavailable.FAILED });
        return true;
      }
      // Left claimed: taken again once the claim runs out, until RESUME_TEXT_MAX_ATTEMPTS.
      this.logger.error('Could not read a resume’s text; it will be tried again', {
        applicationId: claimed.id,
        attempt: claimed.attempts,
        error,
      });
      return true;
    }
    if ('unreadable' in outcome || !outcome.text) {
      // Damaged, encrypted, or pictures of text only: a fact about the file, not worth retrying.
      if ('unreadable' in outcome)
        this.logger.info('A resume has no readable text', { applicationId: claimed.id, reason: outcome.unreadable });
      await this.record(claimed.id, { reason: ResumeTextUnavailable.UNREADABLE });
      return true;
    }
    await this.record(claimed.id, { text: outcome.text });
    return true;
  }

  /** Whether the search finds the words of this application's resume (batched per request). */
  statusOf(applicationId: string) {
    return this.statuses.load(applicationId);
  }

  /** Whether the file is stored; when the storage cannot tell (unreachable), as if it were. */
  private async fileIsThere(key: string): Promise<boolean> {
    try {
      return await this.storage.exists(key);
    } catch {
      return true;
    }
  }

  /** Nothing is written when the application was erased meanwhile (its row went with it). */
  private async record(
    applicationId: string,
    result: { text: string; reason?: undefined } | { text?: undefined; reason: ResumeTextUnavailable },
  ): Promise<void> {
    await this.em.execute(
      `update "application_resume_text" set "state" = ?, "text" = ?, "reason" = ?, "claimed_until" = null, ` +
        `"extracted_at" = now() where "application_id" = ? and "state" = 'pending'`,
      [
        result.text === undefined ? ResumeTextState.UNAVAILABLE : ResumeTextState.EXTRACTED,
        result.text ?? null,
        result.reason ?? null,
        applicationId,
      ],
    );
  }
}
