import type { ApplicationFieldsFragment } from '../../../gql/graphql';

import { ExternalLink } from './ExternalLink';

export type ContactFields = Pick<ApplicationFieldsFragment, 'fullName' | 'email' | 'phone' | 'linkedIn' | 'portfolio'>;

/**
 * The applicant's contact rows of a `<dl>`: name, e-mail (a mailto link), phone, LinkedIn and
 * portfolio, as the candidate page and the details dialog both show them.
 */
export function ContactRows({ candidate }: { candidate: ContactFields }) {
  return (
    <>
      <dt>Full Name</dt>
      <dd>{candidate.fullName}</dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>{candidate.phone}</dd>
      <dt>LinkedIn</dt>
      <dd>
        <ExternalLink href={candidate.linkedIn} />
      </dd>
      <dt>Portfolio</dt>
      <dd>
        <ExternalLink href={candidate.portfolio} />
      </dd>
    </>
  );
}
