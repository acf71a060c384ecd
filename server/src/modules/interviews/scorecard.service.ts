import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { ActivityKind } from '../applications/application-activity.entity';
import { recordActivity } from '../applications/application-activity.service';
import { auditActor } from '../audit/audit.service';
import type { Principal } from '../auth/viewer';
import { hasRole, Role } from '../users/role';

import { Interview } from './interview.entity';
import { INTERVIEW_CANCELLED_MESSAGE, INTERVIEW_NOT_FOUND_MESSAGE } from './interview.service';
import { type AttributeRating, RATING_POINTS, Scorecard, type ScorecardRating } from './scorecard.entity';
import type { ScorecardInput } from './scorecard.inputs';

export const NOT_INTERVIEWER_MESSAGE = 'Only the interview’s interviewers submit scorecards for it.';
export const NOT_STARTED_MESSAGE = 'A scorecard can be submitted once the interview has started.';
export const ALREADY_SUBMITTED_MESSAGE = 'You have already submitted your scorecard for this interview.';

/** What a viewer may read of one interview's scorecards, and how many are kept from them. */
export interface VisibleScorecards {
  scorecards: Scorecard[];
  hidden: number;
}

/** The scorecards of an application, summed up for the candidate page. */
export interface ScorecardTotals {
  submitted: number;
  hidden: number;
  recommendations: { recommendation: ScorecardRating; count: number }[];
  attributes: { attribute: string; average: number; count: number }[];
}

/**
 * Scorecards: submitted once per interviewer and interview after it has started, with every
 * attribute of the job rated, and read under one rule. An interviewer sees the others' scorecards
 * of an interview only once they have submitted their own (so nobody is swayed before judging);
 * staff who did not interview (the job's recruiters) and ADMIN and up see them all.
 */
export class ScorecardService {
  private readonly byInterview = new DataLoader<string, Scorecard[]>(
    async (ids) => {
      const rows = await this.em.find(
        Scorecard,
        { interview: { $in: [...ids] } },
        { orderBy: { submittedAt: 'asc', id: 'asc' } },
      );
      return ids.map((id) => rows.filter((row) => row.interview.id === id));
    },
    { cache: false },
  );

  constructor(private readonly em: EntityManager) {}

  submit(caller: Principal, interviewId: string, input: ScorecardInput): Promise<Scorecard> {
    const author = caller.user;
    if (!author) throw new AppError('FORBIDDEN', NOT_INTERVIEWER_MESSAGE);
    return this.em.transactional(async (tx) => {
      const interview = isUuid(interviewId)
        ? await tx.findOne(
            Interview,
            { id: interviewId },
            { populate: ['interviewers', 'application', 'application.job'] },
          )
        : null;
      if (!interview) throw AppError.notFound(INTERVIEW_NOT_FOUND_MESSAGE);
      if (interview.cancelledAt) throw new AppError('CONFLICT', INTERVIEW_CANCELLED_MESSAGE, 'interviewId');
      if (!interview.interviewers.getItems().some((user) => user.id === author.id))
        throw new AppError('FORBIDDEN', NOT_INTERVIEWER_MESSAGE);
      if (interview.startsAt.getTime() > Date.now()) throw new AppError('CONFLICT', NOT_STARTED_MESSAGE, 'interviewId');
      if (await tx.count(Scorecard, { interview, authorId: author.id }))
        throw new AppError('CONFLICT', ALREADY_SUBMITTED_MESSAGE, 'interviewId');
      const scorecard = tx.create(Scorecard, {
        interview,
        authorId: author.id,
        authorName: `${author.firstName} ${author.lastName}`.trim(),
        ratings: ratingsFor(interview.application.job.scorecardAttributes, input.ratings),
        recommendation: input.recommendation,
        notes: input.notes?.trim() ?? '',
      });
      recordActivity(tx, interview.application, ActivityKind.SCORECARD_SUBMITTED, auditActor(caller), {
        interviewId: interview.id,
      });
      try {
        await tx.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException)
          throw new AppError('CONFLICT', ALREADY_SUBMITTED_MESSAGE, 'interviewId');
        throw error;
      }
      return scorecard;
    });
  }

  /** The scorecards of `interview` (its interviewers loaded) that `viewer` may read. */
  async visibleFor(viewer: Principal, interview: Interview): Promise<VisibleScorecards> {
    const all = await this.byInterview.load(interview.id);
    if (!isBlind(viewer, interview, all)) return { scorecards: all, hidden: 0 };
    return { scorecards: [], hidden: all.length };
  }

  /** Whether `viewer` is one of the interview's interviewers who has yet to submit, now that they may. */
  async isDue(viewer: Principal, interview: Interview): Promise<boolean> {
    const userId = viewer.user?.id;
    if (!userId || interview.cancelledAt || interview.startsAt.getTime() > Date.now()) return false;
    if (!interview.interviewers.getItems().some((user) => user.id === userId)) return false;
    return !(await this.byInterview.load(interview.id)).some((card) => card.authorId === userId);
  }

  /** Every scorecard of the interviews the viewer may read, summed up; those kept from them counted. */
  async totals(viewer: Principal, interviews: Interview[]): Promise<ScorecardTotals> {
    const seen = await Promise.all(interviews.map((interview) => this.visibleFor(viewer, interview)));
    const cards = seen.flatMap((part) => part.scorecards);
    const recommendations = new Map<ScorecardRating, number>();
    const points = new Map<string, { sum: number; count: number }>();
    for (const card of cards) {
      recommendations.set(card.recommendation, (recommendations.get(card.recommendation) ?? 0) + 1);
      for (const { attribute, rating } of card.ratings) {
        const total = points.get(attribute) ?? { sum: 0, count: 0 };
        points.set(attribute, { sum: total.sum + RATING_POINTS[rating], count: total.count + 1 });
      }
    }
    return {
      submitted: cards.length,
      hidden: seen.reduce((sum, part) => sum + part.hidden, 0),
      recommendations: [...recommendations].map(([recommendation, count]) => ({ recommendation, count })),
      attributes: [...points].map(([attribute, { sum, count }]) => ({
        attribute,
        average: Math.round((sum / count) * 100) / 100,
        count,
      })),
    };
  }
}

/** An interviewer of it who has not submitted theirs yet (ADMIN and up are never kept out). */
function isBlind(viewer: Principal, interview: Interview, cards: Scorecard[]): boolean {
  if (hasRole(viewer.role, Role.ADMIN)) return false;
  const userId = viewer.user?.id;
  if (!userId || !interview.interviewers.getItems().some((user) => user.id === userId)) return false;
  return !cards.some((card) => card.authorId === userId);
}

/** The ratings as stored: each of the job's attributes exactly once, in the job's order and words. */
function ratingsFor(attributes: readonly string[], given: ScorecardInput['ratings']): AttributeRating[] {
  const byName = new Map<string, ScorecardRating>();
  for (const { attribute, rating } of given) {
    const match = attributes.find((name) => name.toLowerCase() === attribute.trim().toLowerCase());
    if (!match) throw AppError.badInput('ratings', `“${attribute}” is not one of this job’s scorecard attributes.`);
    if (byName.has(match)) throw AppError.badInput('ratings', `“${match}” is rated twice.`);
    byName.set(match, rating);
  }
  const missing = attributes.filter((name) => !byName.has(name));
  if (missing.length > 0) throw AppError.badInput('ratings', `Please rate every attribute: ${missing.join(', ')}.`);
  return attributes.map((attribute) => ({ attribute, rating: byName.get(attribute)! }));
}
