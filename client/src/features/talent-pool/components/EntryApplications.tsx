import { Link } from 'react-router-dom';

import type { TalentPoolApplicationFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { applicationPath, talentPoolMessages as m } from '../talent-pool-messages';

/** The applications staff made from the entry, the latest first, each opening its candidate page. */
export function EntryApplications({ applications }: { applications: readonly TalentPoolApplicationFieldsFragment[] }) {
  if (applications.length === 0) return <p className="talent-pool__none">{m.noApplications}</p>;
  return (
    <ul className="talent-pool__applications">
      {applications.map((application) => (
        <li key={application.id}>
          <Link to={applicationPath(application.id)}>{application.job.title}</Link>
          <span className="talent-pool__meta">
            {' '}
            added <time dateTime={application.createdAt}>{formatMoment(application.createdAt)}</time>
            {application.status ? `, ${application.status}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
