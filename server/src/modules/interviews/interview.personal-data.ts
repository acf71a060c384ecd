import { QueryOrder } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';

import { Interview } from './interview.entity';
import { Scorecard } from './scorecard.entity';

/**
 * A candidate's interviews (when, where, with whom, cancelled or not) and the interviewers'
 * scorecards of them (judgements of the person): found through their
 * applications, exported with them, and deleted before them at erasure so the report counts them
 * (the foreign key's cascade takes them with the application at retention). The mails about them
 * are about the application, so the outbox's source removes those still queued.
 */
export const interviewPersonalData: PersonalDataSource<{ interviews: Interview[] }> = {
  name: 'interviews',
  entities: [Interview, Scorecard],

  async find(em, key) {
    const interviews = await em.find(
      Interview,
      { application: { emailKey: key } },
      { populate: ['application', 'application.job', 'interviewers'], orderBy: { startsAt: QueryOrder.ASC } },
    );
    return { records: { interviews } };
  },

  async export(em, { interviews }) {
    const scorecards = await em.find(
      Scorecard,
      { interview: { $in: interviews.map((interview) => interview.id) } },
      { orderBy: { submittedAt: QueryOrder.ASC } },
    );
    return {
      sections: {
        interviews: interviews.map((interview) => ({
          id: interview.id,
          applicationId: interview.application.id,
          job: interview.application.job.title,
          startsAt: interview.startsAt,
          date: interview.date,
          time: interview.time,
          timeZone: interview.timeZone,
          durationMinutes: interview.durationMinutes,
          location: interview.location,
          videoUrl: interview.videoUrl,
          interviewers: interview.interviewers.getItems().map((user) => `${user.firstName} ${user.lastName}`.trim()),
          cancelledAt: interview.cancelledAt,
          scorecards: scorecards
            .filter((card) => card.interview.id === interview.id)
            .map(({ authorName, ratings, recommendation, notes, submittedAt }) => ({
              authorName,
              ratings,
              recommendation,
              notes,
              submittedAt,
            })),
        })),
      },
    };
  },

  async erase(tx, key) {
    const scorecards = await tx.execute<{ id: string }[]>(
      'delete from "scorecard" where "interview_id" in (select i."id" from "interview" i join "application" a on a."id" = i."application_id" where a."email_key" = ?) returning "id"',
      [key],
      'all',
    );
    const removed = await tx.execute<{ id: string }[]>(
      'delete from "interview" where "application_id" in (select "id" from "application" where "email_key" = ?) returning "id"',
      [key],
      'all',
    );
    return { counts: { interviews: removed.length, scorecards: scorecards.length } };
  },
};
