import type { ApplicationActivityFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { activitySentence, actorWords } from '../activity-words';
import { candidatePageMessages } from '../candidate-page-messages';

/** An application's history as the server answers it (newest first), each line in words, who and when. */
export function ActivityHistory({ activity }: { activity: readonly ApplicationActivityFieldsFragment[] }) {
  if (activity.length === 0) return <p className="candidate-page__empty">{candidatePageMessages.noActivity}</p>;
  return (
    <ol className="candidate-page__history" aria-label="History, newest first">
      {activity.map((line) => (
        <li key={line.id}>
          <span className="candidate-page__what">{activitySentence(line)}</span>{' '}
          <span className="candidate-page__meta">
            {actorWords(line.actorLabel)}, <time dateTime={line.at}>{formatMoment(line.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
