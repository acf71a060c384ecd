import type { ApplicationStatus } from '../../../gql/graphql';
import { NO_STATUS } from '../candidates-messages';

/**
 * An application's decision in words, coloured by its kind (`candidate-status--none` when undecided).
 * `undecided` is what an undecided one reads: the spec's N/A unless a screen of ours says otherwise.
 */
export function StatusBadge({
  status,
  undecided = NO_STATUS,
}: {
  status: ApplicationStatus | null;
  undecided?: string;
}) {
  return (
    <span className={`candidate-status candidate-status--${(status ?? 'none').toLowerCase()}`}>
      {status ?? undecided}
    </span>
  );
}
