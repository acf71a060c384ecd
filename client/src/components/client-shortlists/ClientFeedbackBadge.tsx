import './client-shortlists.css';

import type { ClientFeedbackBadgeFieldsFragment } from '../../gql/graphql';

import { feedbackBadgeLine } from './client-shortlist-words';

/** The latest answer among a candidate's shortlists (answeredAt), or none. */
export function latestAnswer<T extends ClientFeedbackBadgeFieldsFragment>(feedback: readonly T[]): T | null {
  let latest: T | null = null;
  for (const entry of feedback) {
    if (!entry.answer || !entry.answeredAt) continue;
    if (!latest || entry.answeredAt > latest.answeredAt!) latest = entry;
  }
  return latest;
}

/** A board card's "Client: Interested": the client's latest answer about the candidate, if any. */
export function ClientFeedbackBadge({ feedback }: { feedback: readonly ClientFeedbackBadgeFieldsFragment[] }) {
  const latest = latestAnswer(feedback);
  if (!latest?.answer) return null;
  return (
    <p className={`client-feedback-badge client-feedback-badge--${latest.answer.toLowerCase()}`}>
      {feedbackBadgeLine(latest.answer)}
    </p>
  );
}
