import { Link } from 'react-router-dom';

import type { OtherApplicationFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { candidatePageMessages } from '../candidate-page-messages';
import { candidatePath } from '../candidate-paths';
import { AWAITING_DECISION } from '../candidates-messages';

import { JobTitle } from './CandidateProfile';
import { StatusBadge } from './StatusBadge';

/** The other applications of the same e-mail address (any job), each opening its own page. */
export function OtherApplications({ applications }: { applications: readonly OtherApplicationFieldsFragment[] }) {
  if (applications.length === 0)
    return <p className="candidate-page__empty">{candidatePageMessages.noOtherApplications}</p>;
  return (
    <ul className="candidate-page__others">
      {applications.map((application) => (
        <li key={application.id}>
          <Link to={candidatePath(application.id)}>
            <JobTitle job={application.job} />
          </Link>
          <span className="candidate-page__meta">
            Applied <time dateTime={application.createdAt}>{formatMoment(application.createdAt)}</time>. Decision:{' '}
            <StatusBadge status={application.status} undecided={AWAITING_DECISION} />
          </span>
        </li>
      ))}
    </ul>
  );
}
