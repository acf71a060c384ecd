import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { MyInterviewFieldsFragment } from '../../../gql/graphql';
import { formatDuration, formatZonedWhen, viewerWhen } from '../../../lib/zoned-when';
import { interviewsMessages as messages } from '../interviews-messages';

export interface InterviewCardsProps {
  interviews: readonly MyInterviewFieldsFragment[];
  /** The signed-in person's account id: they are left out of each card's other interviewers. */
  viewerId: string | undefined;
}

/** Only a web address becomes a link; anything else is shown as it came. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="interview-card__entry">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The interviews as cards, one under another (they read the same on a phone as on a wide screen):
 * the candidate's name opening their page, the job, when on the interview's own clock (and on the
 * viewer's when it reads differently), how long, where and the video link, and who else interviews.
 */
export function InterviewCards({ interviews, viewerId }: InterviewCardsProps) {
  return (
    <ul className="interview-cards">
      {interviews.map((interview) => {
        const { application } = interview;
        const yourTime = viewerWhen(interview.startsAt, interview);
        const others = interview.interviewers.filter((interviewer) => interviewer.id !== viewerId);
        return (
          <li key={interview.id} className="interview-card">
            <h2 className="interview-card__name">
              <Link to={`/admin/candidates/${encodeURIComponent(application.id)}`}>{application.fullName}</Link>
            </h2>
            <p className="interview-card__job">{application.job.title}</p>
            <dl className="interview-card__facts">
              <Entry term={messages.when}>
                <time dateTime={interview.startsAt}>{formatZonedWhen(interview)}</time>
              </Entry>
              {yourTime && <Entry term={messages.yourTime}>{yourTime}</Entry>}
              <Entry term={messages.duration}>{formatDuration(interview.durationMinutes)}</Entry>
              {interview.location && <Entry term={messages.location}>{interview.location}</Entry>}
              {interview.videoUrl && (
                <Entry term={messages.video}>
                  {isWebAddress(interview.videoUrl) ? (
                    <a href={interview.videoUrl} target="_blank" rel="noopener noreferrer">
                      {messages.videoLink}
                      <span className="visually-hidden">{messages.opensInNewTab}</span>
                    </a>
                  ) : (
                    interview.videoUrl
                  )}
                </Entry>
              )}
              {others.length > 0 && (
                <Entry term={messages.others}>{others.map((interviewer) => interviewer.name).join(', ')}</Entry>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
