import type { ApplicationStatus } from '../../../gql/graphql';
import { NO_STATUS } from '../candidates-messages';

/** An application's decision in words, coloured by its kind (`candidate-status--none` when undecided). */
export function StatusBadge({ status }: { status: ApplicationStatus | null }) {
  return (
    <span className={`candidate-status candidate-status--${(status ?? 'none').toLowerCase()}`}>
      {status ?? NO_STATUS}
    </span>
  );
}
