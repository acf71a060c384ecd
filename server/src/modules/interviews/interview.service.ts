import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { zonedInstant } from '../../lib/zoned-time';
import type { MailService } from '../../mail/mail.service';
import { Application } from '../applications/application.entity';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../applications/application.service';
import { ActivityKind } from '../applications/application-activity.entity';
import { recordActivity } from '../applications/application-activity.service';
import { ApplicationStatus } from '../applications/application-status';
import { byApplicationLoader } from '../applications/by-application-loader';
import { type Actor, auditActor } from '../audit/audit.service';
import { ALL_ROLES, hasRole, Role } from '../users/role';
import { User } from '../users/user.entity';

import { Interview } from './interview.entity';
import { INTERVIEW_DURATION_MAX, type InterviewInput } from './interview.inputs';
import {
  interviewerRecipient,
  interviewMail,
  type InterviewMailContext,
  type InterviewMailKind,
  type InterviewRecipient,
} from './interview-mails';

export const INTERVIEW_NOT_FOUND_MESSAGE = 'This interview does not exist.';
export const INTERVIEW_IN_PAST_MESSAGE = 'The interview must start in the future.';
export const INTERVIEW_CANCELLED_MESSAGE = 'This interview is cancelled: schedule a new one instead.';
export const REJECTED_APPLICATION_MESSAGE =
  'This application is rejected: undo the rejection before scheduling an interview.';
export const HELD_APPLICATION_MESSAGE =
  'This application is held for review: release it before scheduling an interview.';
/** Who may interview: the accounts that may see candidates. */
const INTERVIEWER_ROLES = ALL_ROLES.filter((role) => hasRole(role, Role.INTERNAL_RECRUITER));

export const INTERVIEWERS_MESSAGE =
  'interviewerIds must name active staff accounts that may see candidates (recruiters and above).';

/**
 * Interviews: scheduled, moved and cancelled by staff, each change sent at once to the candidate
 * and every interviewer as an e-mail with its calendar file (METHOD REQUEST, then CANCEL; one UID
 * and a rising SEQUENCE), with reminders queued for REMINDER hours before (cancelled and queued
 * again when the interview moves), and a line in the application's history, all in one
 * transaction with the change. Read per application and per interviewer ("My interviews").
 */
export class InterviewService {
  private readonly byApplication = byApplicationLoader((ids) =>
    this.em.find(
      Interview,
      { application: { $in: ids } },
      { populate: ['interviewers'], orderBy: { startsAt: QueryOrder.ASC, id: QueryOrder.ASC } },
    ),
  );

  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly context: InterviewMailContext,
    private readonly reminderHours: number,
  ) {}

  /** An application's interviews (the cancelled ones too), earliest first. */
  forApplication(applicationId: string): Promise<Interview[]> {
    return this.byApplication.load(applicationId);
  }

  /** Who may interview: active staff accounts that may see candidates, by name. */
  interviewerOptions(): Promise<User[]> {
    return this.em.find(
      User,
      { disabled: false, role: { $in: INTERVIEWER_ROLES } },
      { orderBy: { firstName: QueryOrder.ASC, lastName: QueryOrder.ASC, id: QueryOrder.ASC } },
    );
  }

  /**
   * The interviews `userId` takes part in, not cancelled: upcoming (not yet ended) soonest first,
   * or with `past` those that have ended, latest first; at most `limit`.
   */
  mine(userId: string, past: boolean, limit = 100): Promise<Interview[]> {
    const now = new Date();
    return this.em
      .find(
        Interview,
        {
          interviewers: { id: userId },
          cancelledAt: null,
          // By start, then by end below (an interview under way is still upcoming; none lasts longer).
          startsAt: past ? { $lt: now } : { $gte: new Date(now.getTime() - INTERVIEW_DURATION_MAX * 60_000) },
        },
        {
          populate: ['application', 'application.job', 'interviewers'],
          orderBy: { startsAt: past ? QueryOrder.DESC : QueryOrder.ASC, id: QueryOrder.ASC },
          limit,
        },
      )
      .then((found) => found.filter((interview) => (past ? interview.endsAt <= now : interview.endsAt > now)));
  }

  schedule(actor: Actor, applicationId: string, input: InterviewInput): Promise<Interview> {
    return this.em.transactional(async (tx) => {
      const application = isUuid(applicationId)
        ? await tx.findOne(
            Application,
            { id: applicationId },
            { populate: ['job'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['a0'] },
          )
        : null;
      if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
      if (application.heldAt) throw new AppError('CONFLICT', HELD_APPLICATION_MESSAGE, 'applicationId');
      if (application.status === ApplicationStatus.Rejected)
        throw new AppError('CONFLICT', REJECTED_APPLICATION_MESSAGE, 'applicationId');
      const interviewers = await this.interviewers(tx, input.interviewerIds);
      const interview = tx.create(Interview, {
        application,
        ...whenAndWhere(input),
        scheduledBy: auditActor(actor).label,
      });
      interview.interviewers.set(interviewers);
      this.send(tx, interview, 'invitation', this.recipients(interview));
      this.queueReminders(tx, interview);
      recordActivity(tx, application, ActivityKind.INTERVIEW_SCHEDULED, auditActor(actor), {
        interviewId: interview.id,
        startsAt: interview.startsAt.toISOString(),
      });
      await tx.flush();
      return interview;
    });
  }

  /**
   * Moves an interview (every field replaced): the same UID with a higher SEQUENCE to everyone who
   * takes part now, and a cancellation to an interviewer who no longer does.
   */
  reschedule(actor: Actor, id: string, input: InterviewInput): Promise<Interview> {
    return this.em.transactional(async (tx) => {
      const interview = await this.locked(tx, id);
      const interviewers = await this.interviewers(tx, input.interviewerIds);
      const before = this.recipients(interview);
      await this.cancelReminders(tx, interview);
      Object.assign(interview, whenAndWhere(input));
      interview.sequence += 1;
      interview.interviewers.set(interviewers);
      const after = this.recipients(interview);
      const gone = before.filter((person) => !after.some((other) => other.email === person.email));
      if (gone.length > 0) this.send(tx, interview, 'cancelled', gone, before);
      this.send(tx, interview, 'changed', after);
      this.queueReminders(tx, interview);
      recordActivity(tx, interview.application, ActivityKind.INTERVIEW_CHANGED, auditActor(actor), {
        interviewId: interview.id,
        startsAt: interview.startsAt.toISOString(),
      });
      await tx.flush();
      return interview;
    });
  }

  /** Cancels an interview: METHOD CANCEL with a higher SEQUENCE to everyone, its reminders withdrawn. */
  cancel(actor: Actor, id: string): Promise<Interview> {
    return this.em.transactional(async (tx) => {
      const interview = await this.locked(tx, id);
      await this.cancelReminders(tx, interview);
      interview.cancelledAt = new Date();
      interview.sequence += 1;
      this.send(tx, interview, 'cancelled', this.recipients(interview));
      recordActivity(tx, interview.application, ActivityKind.INTERVIEW_CANCELLED, auditActor(actor), {
        interviewId: interview.id,
      });
      await tx.flush();
      return interview;
    });
  }

  /** An interview that stands, locked for a change, with what its mails need; NOT_FOUND or CONFLICT. */
  private async locked(tx: EntityManager, id: string): Promise<Interview> {
    const interview = isUuid(id)
      ? await tx.findOne(
          Interview,
          { id },
          {
            populate: ['application', 'application.job', 'interviewers'],
            lockMode: LockMode.PESSIMISTIC_WRITE,
            lockTableAliases: ['i0'],
            refresh: true,
          },
        )
      : null;
    if (!interview) throw AppError.notFound(INTERVIEW_NOT_FOUND_MESSAGE);
    if (interview.cancelledAt) throw new AppError('CONFLICT', INTERVIEW_CANCELLED_MESSAGE, 'id');
    return interview;
  }

  /** The staff accounts named, each active and allowed to see candidates; else BAD_USER_INPUT. */
  private async interviewers(tx: EntityManager, ids: string[]): Promise<User[]> {
    const unique = [...new Set(ids)];
    const allowed = await tx.find(User, { id: { $in: unique }, disabled: false, role: { $in: INTERVIEWER_ROLES } });
    if (allowed.length !== unique.length) throw AppError.badInput('interviewerIds', INTERVIEWERS_MESSAGE);
    return unique.map((userId) => allowed.find((user) => user.id === userId)!);
  }

  /** The candidate, then each interviewer. */
  private recipients(interview: Interview): InterviewRecipient[] {
    const { application } = interview;
    return [
      { name: application.fullName, email: application.email, staff: false },
      ...interview.interviewers.getItems().map(interviewerRecipient),
    ];
  }

  private send(
    tx: EntityManager,
    interview: Interview,
    kind: InterviewMailKind,
    to: InterviewRecipient[],
    attendees: InterviewRecipient[] = to,
  ): void {
    for (const person of to) this.mail.queue(interviewMail(interview, kind, person, attendees, this.context), tx);
  }

  /** A reminder to everyone REMINDER hours before the start, unless that moment has passed. */
  private queueReminders(tx: EntityManager, interview: Interview): void {
    const at = new Date(interview.startsAt.getTime() - this.reminderHours * 3600_000);
    if (at.getTime() <= Date.now()) {
      interview.reminderMailIds = [];
      return;
    }
    const attendees = this.recipients(interview);
    interview.reminderMailIds = attendees.map(
      (person) => this.mail.queue(interviewMail(interview, 'reminder', person, attendees, this.context, at), tx).id,
    );
  }

  private async cancelReminders(tx: EntityManager, interview: Interview): Promise<void> {
    for (const id of interview.reminderMailIds) await this.mail.cancelUnsent(id, tx);
    interview.reminderMailIds = [];
  }
}

/** The stored time and place: the instant the day, time and zone make, which must be to come. */
function whenAndWhere(input: InterviewInput) {
  const startsAt = zonedInstant(input.date, input.time, input.timeZone);
  if (startsAt.getTime() <= Date.now()) throw AppError.badInput('date', INTERVIEW_IN_PAST_MESSAGE);
  return {
    startsAt,
    date: input.date,
    time: input.time,
    timeZone: input.timeZone,
    durationMinutes: input.durationMinutes,
    location: input.location?.trim() ?? '',
    videoUrl: input.videoUrl?.trim() ?? '',
  };
}
