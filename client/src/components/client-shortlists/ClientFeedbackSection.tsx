import './client-shortlists.css';

import type { ClientFeedbackFieldsFragment } from '../../gql/graphql';
import { formatDay, formatMoment } from '../../lib/format-when';

import { ANSWER_LABELS, clientShortlistWords as words, STATUS_LABELS } from './client-shortlist-words';

/**
 * The candidate page's "Client feedback": each shortlist the candidate was sent on, newest first
 * (the contact and client, when it was sent, its status), with the contact's answer, reason and
 * comment and when they answered.
 */
export function ClientFeedbackSection({ feedback }: { feedback: readonly ClientFeedbackFieldsFragment[] }) {
  return (
    <ul className="client-feedback">
      {feedback.map((entry) => {
        const { shortlist } = entry;
        const client = shortlist.job.client?.name;
        return (
          <li key={entry.id} className="client-feedback__item">
            <p className="client-feedback__who">
              {client ? `${shortlist.contact.fullName} at ${client}` : shortlist.contact.fullName}
            </p>
            <dl className="client-feedback__facts">
              <dt>Sent</dt>
              <dd>
                <time dateTime={shortlist.sentAt}>{formatDay(shortlist.sentAt)}</time>
              </dd>
              <dt>Status</dt>
              <dd>{STATUS_LABELS[shortlist.status]}</dd>
              <dt>Answer</dt>
              <dd>{entry.answer ? ANSWER_LABELS[entry.answer] : words.noAnswer}</dd>
              {entry.answerReason && (
                <>
                  <dt>Reason</dt>
                  <dd>{entry.answerReason}</dd>
                </>
              )}
              {entry.answerComment && (
                <>
                  <dt>Comment</dt>
                  <dd className="client-feedback__comment">{entry.answerComment}</dd>
                </>
              )}
              {entry.answeredAt && (
                <>
                  <dt>Answered</dt>
                  <dd>
                    <time dateTime={entry.answeredAt}>{formatMoment(entry.answeredAt)}</time>
                  </dd>
                </>
              )}
              {entry.note && (
                <>
                  <dt>Your note</dt>
                  <dd>{entry.note}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
