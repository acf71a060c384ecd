import './interviews.css';

import type { ReactNode, RefObject } from 'react';

import type { ApplicationInterviewFieldsFragment } from '../../../gql/graphql';
import { formatDuration, formatZonedWhen, viewerWhen } from '../../../lib/zoned-when';
import { cancelLabel, interviewMessages as m, moveLabel, scorecardLabel } from '../interview-messages';
import { scorecardMessages } from '../scorecard-messages';

import { ExternalLink } from './ExternalLink';
import { InterviewScorecards } from './InterviewScorecards';

export type SectionInterview = ApplicationInterviewFieldsFragment;

export interface InterviewsSectionProps {
  /** The interviews not yet ended, soonest first (the cancelled ones too). */
  upcoming: readonly SectionInterview[];
  /** The interviews that have ended, latest first (the cancelled ones too). */
  past: readonly SectionInterview[];
  /** The application is rejected: the server refuses a new interview, so the section says why instead. */
  rejected: boolean;
  /** What the last change did ("Interview scheduled: ..."), or null. */
  status: string | null;
  /** The status line, which takes the focus when the control pressed is gone (a cancelled interview's). */
  statusRef: RefObject<HTMLParagraphElement | null>;
  onSchedule: () => void;
  onMove: (interview: SectionInterview) => void;
  onCancel: (interview: SectionInterview) => void;
  /** Opens the viewer's scorecard for an interview whose scorecard is due from them. */
  onScorecard: (interview: SectionInterview) => void;
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="interviews__entry">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function InterviewItem({
  interview,
  actions,
  onScorecard,
}: {
  interview: SectionInterview;
  actions?: { onMove: () => void; onCancel: () => void };
  onScorecard: () => void;
}) {
  const cancelled = !!interview.cancelledAt;
  const scorecardDue = interview.myScorecardDue && !cancelled;
  const yourTime = viewerWhen(interview.startsAt, interview);
  return (
    <li className={cancelled ? 'interviews__item interviews__item--cancelled' : 'interviews__item'}>
      <p className="interviews__when">
        {cancelled && <span className="interviews__badge">{m.cancelled}</span>}
        <time dateTime={interview.startsAt}>{formatZonedWhen(interview)}</time>
      </p>
      <dl className="interviews__facts">
        {yourTime && <Entry term={m.yourTime}>{yourTime}</Entry>}
        <Entry term={m.duration}>{formatDuration(interview.durationMinutes)}</Entry>
        {interview.location && <Entry term={m.location}>{interview.location}</Entry>}
        {interview.videoUrl && (
          <Entry term={m.video}>
            <ExternalLink href={interview.videoUrl} />
          </Entry>
        )}
        <Entry term={m.interviewers}>{interview.interviewers.map((person) => person.name).join(', ')}</Entry>
      </dl>
      {(actions || scorecardDue) && (
        <div className="interviews__actions">
          {scorecardDue && (
            <button
              type="button"
              className="button button--primary interviews__button"
              aria-haspopup="dialog"
              aria-label={scorecardLabel(interview)}
              onClick={onScorecard}
            >
              {scorecardMessages.submit}
            </button>
          )}
          {actions && (
            <>
              <button
                type="button"
                className="button interviews__button"
                aria-haspopup="dialog"
                aria-label={moveLabel(interview)}
                onClick={actions.onMove}
              >
                {m.move}
              </button>
              <button
                type="button"
                className="button interviews__button"
                aria-haspopup="dialog"
                aria-label={cancelLabel(interview)}
                onClick={actions.onCancel}
              >
                {m.cancel}
              </button>
            </>
          )}
        </div>
      )}
      <InterviewScorecards scorecards={interview.scorecards} hidden={interview.hiddenScorecards} />
    </li>
  );
}

/**
 * The candidate's interviews: those to come (soonest first), each with Move and Cancel interview
 * while it stands, then those past (latest first); a cancelled one is marked and kept. Each shows
 * the scorecards the viewer may read, and Submit scorecard once it has started while theirs is due.
 * Under them, Schedule interview (or, for a rejected application, why there is none), and the line
 * saying what the last change did: a live region from the start, so it is announced when a dialog
 * closes.
 */
export function InterviewsSection(props: InterviewsSectionProps) {
  const { upcoming, past, rejected, status, statusRef, onSchedule, onMove, onCancel, onScorecard } = props;
  return (
    <>
      {upcoming.length === 0 && past.length === 0 && <p className="candidate-page__empty">{m.empty}</p>}
      {upcoming.length > 0 && (
        <>
          <h3 className="interviews__heading">{m.upcoming}</h3>
          <ul className="interviews__list" aria-label={m.upcoming}>
            {upcoming.map((interview) => (
              <InterviewItem
                key={interview.id}
                interview={interview}
                actions={
                  interview.cancelledAt
                    ? undefined
                    : { onMove: () => onMove(interview), onCancel: () => onCancel(interview) }
                }
                onScorecard={() => onScorecard(interview)}
              />
            ))}
          </ul>
        </>
      )}
      {past.length > 0 && (
        <>
          <h3 className="interviews__heading">{m.past}</h3>
          <ul className="interviews__list" aria-label={m.past}>
            {past.map((interview) => (
              <InterviewItem key={interview.id} interview={interview} onScorecard={() => onScorecard(interview)} />
            ))}
          </ul>
        </>
      )}
      {rejected ? (
        <p className="interviews__rejected">{m.rejected}</p>
      ) : (
        <button type="button" className="button interviews__schedule" aria-haspopup="dialog" onClick={onSchedule}>
          {m.schedule}
        </button>
      )}
      <p ref={statusRef} className="interviews__status" role="status" tabIndex={-1}>
        {status}
      </p>
    </>
  );
}
